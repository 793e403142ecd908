// GENERATED FILE - DO NOT EDIT. Regenerate with `python3 scripts/gen_registry.py`.
//
// Bluetooth assigned numbers (GATT services, characteristics and descriptors, company identifiers, GAP
// appearance values) from the v1 JSON files of NordicSemiconductor/bluetooth-numbers-database
// (https://github.com/NordicSemiconductor/bluetooth-numbers-database, commit 5387e83bccbf748c2df2c9f897e2260405832688).
// Looked up through `Registry` (Registry.swift); credits in docs/assigned-numbers.md.
//
// The data is distributed under the following licence:
//
// Copyright (c) 2019 - 2020, Nordic Semiconductor ASA
// All rights reserved.
//
// Redistribution and use in source and binary forms, with or without modification, are permitted provided that the following conditions are met:
//
// 1. Redistributions of source code must retain the above copyright notice, this list of conditions and the following disclaimer.
//
// 2. Redistributions in binary form must reproduce the above copyright notice, this list of conditions and the following disclaimer in the documentation and/or other materials provided with the distribution.
//
// 3. Neither the name of Nordic Semiconductor ASA nor the names of its contributors may be used to endorse or promote products derived from this software without specific prior written permission.
//
// THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY, AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL NORDIC SEMICONDUCTOR ASA OR CONTRIBUTORS BELIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.

/// Generated tables behind `Registry`: keys sorted ascending, one name (and identifier and source) per key.
enum AssignedNumbers {
    /// Where an attribute UUID comes from: "gss" for the Bluetooth SIG (GATT Specification Supplement),
    /// otherwise the vendor that defines it. Indexed by the tables' `sources`.
    static let sources: [StaticString] = [
        "gss",
        "adafruit",
        "apache",
        "apple",
        "blecon",
        "google",
        "helium",
        "lego",
        "memfault",
        "microbit",
        "nordic",
        "philips-hue",
        "ti",
    ]

    // MARK: GATT services, 16-bit (SIG, and SIG member UUIDs allocated to companies): 73

    static let services16 = AttributeTable<UInt16>(
        keys: services16Keys, names: services16Names, identifiers: services16Identifiers, sources: services16Sources)

    private static let services16Keys: [UInt16] = [
        0x1800, 0x1801, 0x1802, 0x1803, 0x1804, 0x1805, 0x1806, 0x1807,
        0x1808, 0x1809, 0x180A, 0x180D, 0x180E, 0x180F, 0x1810, 0x1811,
        0x1812, 0x1813, 0x1814, 0x1815, 0x1816, 0x1818, 0x1819, 0x181A,
        0x181B, 0x181C, 0x181D, 0x181E, 0x181F, 0x1820, 0x1821, 0x1822,
        0x1823, 0x1824, 0x1825, 0x1826, 0x1827, 0x1828, 0x1829, 0x183A,
        0x183B, 0x183C, 0x183E, 0x1843, 0x1844, 0x1845, 0x1846, 0x1847,
        0x1848, 0x1849, 0x184A, 0x184B, 0x184C, 0x184D, 0x184E, 0x184F,
        0x1850, 0x1851, 0x1852, 0x1853, 0x1854, 0x1855, 0x1856, 0x1857,
        0x1858, 0x1859, 0xFD0D, 0xFD6F, 0xFE0F, 0xFE2C, 0xFE59, 0xFEAA,
        0xFEBB,
    ]
    private static let services16Names: [StaticString] = [
        "Generic Access", // 1800
        "Generic Attribute", // 1801
        "Immediate Alert", // 1802
        "Link Loss", // 1803
        "Tx Power", // 1804
        "Current Time Service", // 1805
        "Reference Time Update Service", // 1806
        "Next DST Change Service", // 1807
        "Glucose", // 1808
        "Health Thermometer", // 1809
        "Device Information", // 180A
        "Heart Rate", // 180D
        "Phone Alert Status Service", // 180E
        "Battery Service", // 180F
        "Blood Pressure", // 1810
        "Alert Notification Service", // 1811
        "Human Interface Device", // 1812
        "Scan Parameters", // 1813
        "Running Speed and Cadence", // 1814
        "Automation IO", // 1815
        "Cycling Speed and Cadence", // 1816
        "Cycling Power", // 1818
        "Location and Navigation", // 1819
        "Environmental Sensing", // 181A
        "Body Composition", // 181B
        "User Data", // 181C
        "Weight Scale", // 181D
        "Bond Management Service", // 181E
        "Continuous Glucose Monitoring", // 181F
        "Internet Protocol Support Service", // 1820
        "Indoor Positioning", // 1821
        "Pulse Oximeter Service", // 1822
        "HTTP Proxy", // 1823
        "Transport Discovery", // 1824
        "Object Transfer Service", // 1825
        "Fitness Machine", // 1826
        "Mesh Provisioning Service", // 1827
        "Mesh Proxy Service", // 1828
        "Reconnection Configuration", // 1829
        "Insulin Delivery", // 183A
        "Binary Sensor", // 183B
        "Emergency Configuration", // 183C
        "Physical Activity Monitor", // 183E
        "Audio Input Control", // 1843
        "Volume Control", // 1844
        "Volume Offset Control", // 1845
        "Coordinated Set Identification", // 1846
        "Device Time", // 1847
        "Media Control", // 1848
        "Generic Media Control", // 1849
        "Constant Tone Extension", // 184A
        "Telephone Bearer", // 184B
        "Generic Telephone Bearer", // 184C
        "Microphone Control", // 184D
        "Audio Stream Control", // 184E
        "Broadcast Audio Scan", // 184F
        "Published Audio Capabilities", // 1850
        "Basic Audio Announcement", // 1851
        "Broadcast Audio Announcement", // 1852
        "Common Audio", // 1853
        "Hearing Access", // 1854
        "Telephony and Media Audio", // 1855
        "Public Broadcast Announcement", // 1856
        "Electronic Shelf Label", // 1857
        "Gaming Audio", // 1858
        "Mesh Proxy Solicitation", // 1859
        "Blecon Advertising Service", // FD0D
        "Exposure Notification Service", // FD6F
        "Signify Netherlands B.V. (formerly Philips Lighting) Service", // FE0F
        "Fast Pair Service", // FE2C
        "Secure DFU Service", // FE59
        "Eddystone", // FEAA
        "File Transfer Service by Adafruit", // FEBB
    ]
    private static let services16Identifiers: [StaticString] = [
        "org.bluetooth.service.generic_access", // 1800
        "org.bluetooth.service.generic_attribute", // 1801
        "org.bluetooth.service.immediate_alert", // 1802
        "org.bluetooth.service.link_loss", // 1803
        "org.bluetooth.service.tx_power", // 1804
        "org.bluetooth.service.current_time", // 1805
        "org.bluetooth.service.reference_time_update", // 1806
        "org.bluetooth.service.next_dst_change", // 1807
        "org.bluetooth.service.glucose", // 1808
        "org.bluetooth.service.health_thermometer", // 1809
        "org.bluetooth.service.device_information", // 180A
        "org.bluetooth.service.heart_rate", // 180D
        "org.bluetooth.service.phone_alert_status", // 180E
        "org.bluetooth.service.battery_service", // 180F
        "org.bluetooth.service.blood_pressure", // 1810
        "org.bluetooth.service.alert_notification", // 1811
        "org.bluetooth.service.human_interface_device", // 1812
        "org.bluetooth.service.scan_parameters", // 1813
        "org.bluetooth.service.running_speed_and_cadence", // 1814
        "org.bluetooth.service.automation_io", // 1815
        "org.bluetooth.service.cycling_speed_and_cadence", // 1816
        "org.bluetooth.service.cycling_power", // 1818
        "org.bluetooth.service.location_and_navigation", // 1819
        "org.bluetooth.service.environmental_sensing", // 181A
        "org.bluetooth.service.body_composition", // 181B
        "org.bluetooth.service.user_data", // 181C
        "org.bluetooth.service.weight_scale", // 181D
        "org.bluetooth.service.bond_management", // 181E
        "org.bluetooth.service.continuous_glucose_monitoring", // 181F
        "org.bluetooth.service.internet_protocol_support", // 1820
        "org.bluetooth.service.indoor_positioning", // 1821
        "org.bluetooth.service.pulse_oximeter", // 1822
        "org.bluetooth.service.http_proxy", // 1823
        "org.bluetooth.service.transport_discovery", // 1824
        "org.bluetooth.service.object_transfer", // 1825
        "org.bluetooth.service.fitness_machine", // 1826
        "org.bluetooth.service.mesh_provisioning", // 1827
        " org.bluetooth.service.mesh_proxy", // 1828
        "org.bluetooth.service.reconnection_configuration", // 1829
        "org.bluetooth.service.insulin_delivery", // 183A
        "org.bluetooth.service.binary_sensor", // 183B
        "org.bluetooth.service.emergency_configuration", // 183C
        "org.bluetooth.service.physical_activity_monitor", // 183E
        "org.bluetooth.service.audio_input_control", // 1843
        "org.bluetooth.service.volume.control", // 1844
        "org.bluetooth.service.volume.offset_control", // 1845
        "org.bluetooth.service.coordinated_set_identification", // 1846
        "org.bluetooth.service.device_time", // 1847
        "org.bluetooth.service.control.media", // 1848
        "org.bluetooth.service.control.generic_media", // 1849
        "org.bluetooth.service.constant_tone_extension", // 184A
        "org.bluetooth.service.bearer.telephone", // 184B
        "org.bluetooth.service.bearer.generic_telephone", // 184C
        "org.bluetooth.service.control.microphone", // 184D
        "org.bluetooth.service.control.audio_stream", // 184E
        "org.bluetooth.service.audio.broadcast_scan", // 184F
        "org.bluetooth.service.audio.published_capabilities", // 1850
        "org.bluetooth.service.audio.basic_announcement", // 1851
        "org.bluetooth.service.audio.broadcast_announcement", // 1852
        "org.bluetooth.service.audio.common", // 1853
        "org.bluetooth.service.hearing_access", // 1854
        "org.bluetooth.service.telephony_and_media_audio", // 1855
        "org.bluetooth.service.public_broadcast_announcement", // 1856
        "org.bluetooth.service.electronic_shelf_label", // 1857
        "org.bluetooth.service.gaming_audio", // 1858
        "org.bluetooth.service.mesh_proxy_solicitation", // 1859
        "dev.blecon.service.advertising", // FD0D
        "com.apple.service.contacttracing", // FD6F
        "com.philips-hue.service.signify_netherlands", // FE0F
        "com.google.service.fast_pair", // FE2C
        "com.nordicsemi.service.dfu.secure", // FE59
        "com.google.service.eddystone", // FEAA
        "com.adafruit.service.file_transfer", // FEBB
    ]
    private static let services16Sources: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 4, 3, 11, 5, 10, 5, 1,
    ]

    // MARK: GATT services, 128-bit (vendor): 52

    static let services128 = AttributeTable<UInt128>(
        keys: services128Keys, names: services128Names, identifiers: services128Identifiers, sources: services128Sources)

    private static let services128Keys: [UInt128] = [
        0x00001523_1212_EFDE_1523_785FEABCD123,
        0x00001530_1212_EFDE_1523_785FEABCD123,
        0x00001623_1212_EFDE_1623_785FEABCD123,
        0x00001625_1212_EFDE_1623_785FEABCD123,
        0x0483DADD_6C9D_6CA9_5D41_03AD4FFF4ABB,
        0x0FDA92B2_44A2_4AF2_84F5_FA682BAA2B8D,
        0x14387800_130C_49E7_B877_2881C89CB258,
        0x21490000_494A_4573_98AF_F126AF76F490,
        0x54220000_F6A5_4007_A371_722F4EBD8436,
        0x57A70000_9350_11ED_A1EB_0242AC120002,
        0x6E400001_B5A3_F393_E0A9_E50E24DCCA9E,
        0x7905F431_B5CE_4E99_A40F_4B1E122D00D0,
        0x7DFC6000_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7000_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC8000_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC9000_7D1C_4951_86AA_8D9728F8D66C,
        0x89D3502B_0F36_433A_8EF4_C502AD55F8DC,
        0x8D53DC1D_1DB7_4CD3_868B_8A527460AA84,
        0x8E400001_F315_4F60_9FB8_838830DAEA50,
        0x932C32BD_0000_47A2_835A_A8D455B859DD,
        0xA3C87500_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA5B46352_9D13_479F_9FCB_3DCDF0A13F4D,
        0xADAF0100_C332_42A8_93BD_25E905756CB8,
        0xADAF0200_C332_42A8_93BD_25E905756CB8,
        0xADAF0300_C332_42A8_93BD_25E905756CB8,
        0xADAF0400_C332_42A8_93BD_25E905756CB8,
        0xADAF0500_C332_42A8_93BD_25E905756CB8,
        0xADAF0600_C332_42A8_93BD_25E905756CB8,
        0xADAF0700_C332_42A8_93BD_25E905756CB8,
        0xADAF0800_C332_42A8_93BD_25E905756CB8,
        0xADAF0900_C332_42A8_93BD_25E905756CB8,
        0xADAF0A00_C332_42A8_93BD_25E905756CB8,
        0xADAF0B00_C332_42A8_93BD_25E905756CB8,
        0xADAF0C00_C332_42A8_93BD_25E905756CB8,
        0xADAF0D00_C332_42A8_93BD_25E905756CB8,
        0xADAF0E00_C332_42A8_93BD_25E905756CB8,
        0xB8843ADD_0000_4AA1_8794_C3F462030BDA,
        0xE2A00001_EC31_4EC3_A97A_1C34D87E9878,
        0xE95D0753_251D_470A_A062_FA1922DFA9A8,
        0xE95D127B_251D_470A_A062_FA1922DFA9A8,
        0xE95D6100_251D_470A_A062_FA1922DFA9A8,
        0xE95D93AF_251D_470A_A062_FA1922DFA9A8,
        0xE95D93B0_251D_470A_A062_FA1922DFA9A8,
        0xE95D9882_251D_470A_A062_FA1922DFA9A8,
        0xE95DD91D_251D_470A_A062_FA1922DFA9A8,
        0xE95DF2D8_251D_470A_A062_FA1922DFA9A8,
        0xEF680100_9B35_4933_9B10_52FFA9740042,
        0xEF680200_9B35_4933_9B10_52FFA9740042,
        0xEF680300_9B35_4933_9B10_52FFA9740042,
        0xEF680400_9B35_4933_9B10_52FFA9740042,
        0xEF680500_9B35_4933_9B10_52FFA9740042,
        0xF000FFC0_0451_4000_B000_000000000000,
    ]
    private static let services128Names: [StaticString] = [
        "Nordic LED and Button Service", // 00001523-1212-EFDE-1523-785FEABCD123
        "Legacy DFU Service", // 00001530-1212-EFDE-1523-785FEABCD123
        "LEGO® Wireless Protocol v3 Hub Service", // 00001623-1212-EFDE-1623-785FEABCD123
        "LEGO® Wireless Protocol v3 Bootloader Service", // 00001625-1212-EFDE-1623-785FEABCD123
        "Nordic Throughput Service", // 0483DADD-6C9D-6CA9-5D41-03AD4FFF4ABB
        "Helium Hotspot Custom Service", // 0FDA92B2-44A2-4AF2-84F5-FA682BAA2B8D
        "Nordic Wi-Fi Provisioning Service", // 14387800-130C-49E7-B877-2881C89CB258
        "Nordic Direction and Distance Finding Service", // 21490000-494A-4573-98AF-F126AF76F490
        "Memfault Diagnostic Service", // 54220000-F6A5-4007-A371-722F4EBD8436
        "Nordic Status Message Service", // 57A70000-9350-11ED-A1EB-0242AC120002
        "Nordic UART Service", // 6E400001-B5A3-F393-E0A9-E50E24DCCA9E
        "Apple Notification Center Service", // 7905F431-B5CE-4E99-A40F-4B1E122D00D0
        "Apple Reserved Service", // 7DFC6000-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Service", // 7DFC7000-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Service", // 7DFC8000-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Service", // 7DFC9000-7D1C-4951-86AA-8D9728F8D66C
        "Apple Media Service", // 89D3502B-0F36-433A-8EF4-C502AD55F8DC
        "SMP Service", // 8D53DC1D-1DB7-4CD3-868B-8A527460AA84
        "Experimental Buttonless DFU Service", // 8E400001-F315-4F60-9FB8-838830DAEA50
        "Philips Hue Light Control Service", // 932C32BD-0000-47A2-835A-A8D455B859DD
        "Eddystone Configuration Service", // A3C87500-8ED3-4BDF-8A39-A01BEBEDE295
        "Thingy Sensor Hub", // A5B46352-9D13-479F-9FCB-3DCDF0A13F4D
        "Adafruit Temperature Service", // ADAF0100-C332-42A8-93BD-25E905756CB8
        "Adafruit Accelerometer Service", // ADAF0200-C332-42A8-93BD-25E905756CB8
        "Adafruit Light Service", // ADAF0300-C332-42A8-93BD-25E905756CB8
        "Adafruit Gyroscope Service", // ADAF0400-C332-42A8-93BD-25E905756CB8
        "Adafruit Magnetometer Service", // ADAF0500-C332-42A8-93BD-25E905756CB8
        "Adafruit Button Service", // ADAF0600-C332-42A8-93BD-25E905756CB8
        "Adafruit Humidity Service", // ADAF0700-C332-42A8-93BD-25E905756CB8
        "Adafruit Barometric Service", // ADAF0800-C332-42A8-93BD-25E905756CB8
        "Adafruit Addressable Service", // ADAF0900-C332-42A8-93BD-25E905756CB8
        "Adafruit Color Service", // ADAF0A00-C332-42A8-93BD-25E905756CB8
        "Adafruit Sound Service", // ADAF0B00-C332-42A8-93BD-25E905756CB8
        "Adafruit Tone Service", // ADAF0C00-C332-42A8-93BD-25E905756CB8
        "Adafruit Quaternion Service", // ADAF0D00-C332-42A8-93BD-25E905756CB8
        "Adafruit Proximity Service", // ADAF0E00-C332-42A8-93BD-25E905756CB8
        "Philips Hue Light Update Service", // B8843ADD-0000-4AA1-8794-C3F462030BDA
        "Edge Impulse Remote Management Service", // E2A00001-EC31-4EC3-A97A-1C34D87E9878
        "micro:bit Accelerometer Service", // E95D0753-251D-470A-A062-FA1922DFA9A8
        "micro:bit IO Pin Service", // E95D127B-251D-470A-A062-FA1922DFA9A8
        "micro:bit Temperature Service", // E95D6100-251D-470A-A062-FA1922DFA9A8
        "micro:bit Event Service", // E95D93AF-251D-470A-A062-FA1922DFA9A8
        "micro:bit DFU Control Service", // E95D93B0-251D-470A-A062-FA1922DFA9A8
        "micro:bit Button Service", // E95D9882-251D-470A-A062-FA1922DFA9A8
        "micro:bit LED Service", // E95DD91D-251D-470A-A062-FA1922DFA9A8
        "micro:bit Magnetometer Service", // E95DF2D8-251D-470A-A062-FA1922DFA9A8
        "Thingy Configuration Service", // EF680100-9B35-4933-9B10-52FFA9740042
        "Thingy Weather Station Service", // EF680200-9B35-4933-9B10-52FFA9740042
        "Thingy UI Service", // EF680300-9B35-4933-9B10-52FFA9740042
        "Thingy Motion Service", // EF680400-9B35-4933-9B10-52FFA9740042
        "Thingy Sound Service", // EF680500-9B35-4933-9B10-52FFA9740042
        "Texas Instruments Over-the-Air Download (OAD) Service", // F000FFC0-0451-4000-B000-000000000000
    ]
    private static let services128Identifiers: [StaticString] = [
        "com.nordicsemi.service.led_and_button", // 00001523-1212-EFDE-1523-785FEABCD123
        "com.nordicsemi.service.dfu.legacy", // 00001530-1212-EFDE-1523-785FEABCD123
        "com.lego.service.lwp3.hub", // 00001623-1212-EFDE-1623-785FEABCD123
        "com.lego.service.lwp3.bootloader", // 00001625-1212-EFDE-1623-785FEABCD123
        "com.nordicsemi.service.throughput", // 0483DADD-6C9D-6CA9-5D41-03AD4FFF4ABB
        "com.helium.service.custom", // 0FDA92B2-44A2-4AF2-84F5-FA682BAA2B8D
        "com.nordicsemi.service.wifi.provisioning", // 14387800-130C-49E7-B877-2881C89CB258
        "com.nordicsemi.service.ddfs", // 21490000-494A-4573-98AF-F126AF76F490
        "com.memfault.service.mds", // 54220000-F6A5-4007-A371-722F4EBD8436
        "com.nordicsemi.service.status", // 57A70000-9350-11ED-A1EB-0242AC120002
        "com.nordicsemi.service.uart", // 6E400001-B5A3-F393-E0A9-E50E24DCCA9E
        "com.apple.service.notification_center", // 7905F431-B5CE-4E99-A40F-4B1E122D00D0
        "com.apple.service.7DFC6000", // 7DFC6000-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.service.7DFC7000", // 7DFC7000-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.service.7DFC8000", // 7DFC8000-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.service.7DFC9000", // 7DFC9000-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.service.media", // 89D3502B-0F36-433A-8EF4-C502AD55F8DC
        "io.runtime.mcumgr.ble.smp", // 8D53DC1D-1DB7-4CD3-868B-8A527460AA84
        "com.nordicsemi.service.dfu.buttonless_experimental", // 8E400001-F315-4F60-9FB8-838830DAEA50
        "com.philips-hue.service.light_control", // 932C32BD-0000-47A2-835A-A8D455B859DD
        "com.google.service.eddystone.configuration", // A3C87500-8ED3-4BDF-8A39-A01BEBEDE295
        "com.nordicsemi.service.thingy.sensorhub", // A5B46352-9D13-479F-9FCB-3DCDF0A13F4D
        "com.adafruit.service.temperature", // ADAF0100-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.accelerometer", // ADAF0200-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.light", // ADAF0300-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.gyroscope", // ADAF0400-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.magnetometer", // ADAF0500-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.button", // ADAF0600-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.humidity", // ADAF0700-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.barometric", // ADAF0800-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.addressable_pixel", // ADAF0900-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.color", // ADAF0A00-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.sound", // ADAF0B00-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.tone", // ADAF0C00-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.quaternion", // ADAF0D00-C332-42A8-93BD-25E905756CB8
        "com.adafruit.service.proximity", // ADAF0E00-C332-42A8-93BD-25E905756CB8
        "com.philips-hue.service.light_update", // B8843ADD-0000-4AA1-8794-C3F462030BDA
        "com.nordicsemi.service.edge_impulse", // E2A00001-EC31-4EC3-A97A-1C34D87E9878
        "org.microbit.service.accelerometer", // E95D0753-251D-470A-A062-FA1922DFA9A8
        "org.microbit.service.io_pin", // E95D127B-251D-470A-A062-FA1922DFA9A8
        "org.microbit.service.temperature", // E95D6100-251D-470A-A062-FA1922DFA9A8
        "org.microbit.service.event", // E95D93AF-251D-470A-A062-FA1922DFA9A8
        "org.microbit.service.dfu_control", // E95D93B0-251D-470A-A062-FA1922DFA9A8
        "org.microbit.service.button", // E95D9882-251D-470A-A062-FA1922DFA9A8
        "org.microbit.service.led", // E95DD91D-251D-470A-A062-FA1922DFA9A8
        "org.microbit.service.magnetometer", // E95DF2D8-251D-470A-A062-FA1922DFA9A8
        "com.nordicsemi.service.thingy.configuration", // EF680100-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.service.thingy.weather_station", // EF680200-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.service.thingy.ui", // EF680300-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.service.thingy.motion", // EF680400-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.service.thingy.sound", // EF680500-9B35-4933-9B10-52FFA9740042
        "com.ti.service.oad", // F000FFC0-0451-4000-B000-000000000000
    ]
    private static let services128Sources: [UInt8] = [
        10, 10, 7, 7, 10, 6, 10, 10, 8, 10, 10, 3, 3, 3, 3, 3,
        3, 2, 10, 11, 5, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 11, 10, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10,
        10, 10, 10, 12,
    ]

    // MARK: GATT characteristics, 16-bit: 468

    static let characteristics16 = AttributeTable<UInt16>(
        keys: characteristics16Keys, names: characteristics16Names, identifiers: characteristics16Identifiers, sources: characteristics16Sources)

    private static let characteristics16Keys: [UInt16] = [
        0x1233, 0x1234, 0x1235, 0x1236, 0x1237, 0x1524, 0x2A00, 0x2A01,
        0x2A02, 0x2A03, 0x2A04, 0x2A05, 0x2A06, 0x2A07, 0x2A08, 0x2A09,
        0x2A0A, 0x2A0B, 0x2A0C, 0x2A0D, 0x2A0E, 0x2A0F, 0x2A10, 0x2A11,
        0x2A12, 0x2A13, 0x2A14, 0x2A15, 0x2A16, 0x2A17, 0x2A18, 0x2A19,
        0x2A1A, 0x2A1B, 0x2A1C, 0x2A1D, 0x2A1E, 0x2A1F, 0x2A20, 0x2A21,
        0x2A22, 0x2A23, 0x2A24, 0x2A25, 0x2A26, 0x2A27, 0x2A28, 0x2A29,
        0x2A2A, 0x2A2B, 0x2A2C, 0x2A2F, 0x2A30, 0x2A31, 0x2A32, 0x2A33,
        0x2A34, 0x2A35, 0x2A36, 0x2A37, 0x2A38, 0x2A39, 0x2A3A, 0x2A3B,
        0x2A3C, 0x2A3D, 0x2A3E, 0x2A3F, 0x2A40, 0x2A41, 0x2A42, 0x2A43,
        0x2A44, 0x2A45, 0x2A46, 0x2A47, 0x2A48, 0x2A49, 0x2A4A, 0x2A4B,
        0x2A4C, 0x2A4D, 0x2A4E, 0x2A4F, 0x2A50, 0x2A51, 0x2A52, 0x2A53,
        0x2A54, 0x2A55, 0x2A56, 0x2A57, 0x2A58, 0x2A59, 0x2A5A, 0x2A5B,
        0x2A5C, 0x2A5D, 0x2A5E, 0x2A5F, 0x2A60, 0x2A62, 0x2A63, 0x2A64,
        0x2A65, 0x2A66, 0x2A67, 0x2A68, 0x2A69, 0x2A6A, 0x2A6B, 0x2A6C,
        0x2A6D, 0x2A6E, 0x2A6F, 0x2A70, 0x2A71, 0x2A72, 0x2A73, 0x2A74,
        0x2A75, 0x2A76, 0x2A77, 0x2A78, 0x2A79, 0x2A7A, 0x2A7B, 0x2A7D,
        0x2A7E, 0x2A7F, 0x2A80, 0x2A81, 0x2A82, 0x2A83, 0x2A84, 0x2A85,
        0x2A86, 0x2A87, 0x2A88, 0x2A89, 0x2A8A, 0x2A8B, 0x2A8C, 0x2A8D,
        0x2A8E, 0x2A8F, 0x2A90, 0x2A91, 0x2A92, 0x2A93, 0x2A94, 0x2A95,
        0x2A96, 0x2A97, 0x2A98, 0x2A99, 0x2A9A, 0x2A9B, 0x2A9C, 0x2A9D,
        0x2A9E, 0x2A9F, 0x2AA0, 0x2AA1, 0x2AA2, 0x2AA3, 0x2AA4, 0x2AA5,
        0x2AA6, 0x2AA7, 0x2AA8, 0x2AA9, 0x2AAA, 0x2AAB, 0x2AAC, 0x2AAD,
        0x2AAE, 0x2AAF, 0x2AB0, 0x2AB1, 0x2AB2, 0x2AB3, 0x2AB4, 0x2AB5,
        0x2AB6, 0x2AB7, 0x2AB8, 0x2AB9, 0x2ABA, 0x2ABB, 0x2ABC, 0x2ABD,
        0x2ABE, 0x2ABF, 0x2AC0, 0x2AC1, 0x2AC2, 0x2AC3, 0x2AC4, 0x2AC5,
        0x2AC6, 0x2AC7, 0x2AC8, 0x2AC9, 0x2ACC, 0x2ACD, 0x2ACE, 0x2ACF,
        0x2AD0, 0x2AD1, 0x2AD2, 0x2AD3, 0x2AD4, 0x2AD5, 0x2AD6, 0x2AD7,
        0x2AD8, 0x2AD9, 0x2ADA, 0x2ADB, 0x2ADC, 0x2ADD, 0x2ADE, 0x2AE0,
        0x2AE1, 0x2AE2, 0x2AE3, 0x2AE4, 0x2AE5, 0x2AE6, 0x2AE7, 0x2AE8,
        0x2AE9, 0x2AEA, 0x2AEB, 0x2AEC, 0x2AED, 0x2AEE, 0x2AEF, 0x2AF0,
        0x2AF1, 0x2AF2, 0x2AF3, 0x2AF4, 0x2AF5, 0x2AF6, 0x2AF7, 0x2AF8,
        0x2AF9, 0x2AFA, 0x2AFB, 0x2AFC, 0x2AFD, 0x2AFE, 0x2AFF, 0x2B00,
        0x2B01, 0x2B02, 0x2B03, 0x2B04, 0x2B05, 0x2B06, 0x2B07, 0x2B08,
        0x2B09, 0x2B0A, 0x2B0B, 0x2B0C, 0x2B0D, 0x2B0E, 0x2B0F, 0x2B10,
        0x2B11, 0x2B12, 0x2B13, 0x2B14, 0x2B15, 0x2B16, 0x2B17, 0x2B18,
        0x2B19, 0x2B1A, 0x2B1B, 0x2B1C, 0x2B1D, 0x2B1E, 0x2B1F, 0x2B20,
        0x2B21, 0x2B22, 0x2B23, 0x2B24, 0x2B25, 0x2B26, 0x2B27, 0x2B28,
        0x2B29, 0x2B2A, 0x2B2B, 0x2B2C, 0x2B2D, 0x2B2E, 0x2B34, 0x2B35,
        0x2B36, 0x2B38, 0x2B39, 0x2B3A, 0x2B3B, 0x2B3C, 0x2B3D, 0x2B3E,
        0x2B3F, 0x2B40, 0x2B41, 0x2B42, 0x2B43, 0x2B44, 0x2B45, 0x2B46,
        0x2B47, 0x2B48, 0x2B49, 0x2B4A, 0x2B4B, 0x2B4C, 0x2B4D, 0x2B4E,
        0x2B4F, 0x2B50, 0x2B51, 0x2B77, 0x2B78, 0x2B79, 0x2B7A, 0x2B7B,
        0x2B7C, 0x2B7D, 0x2B7E, 0x2B7F, 0x2B80, 0x2B81, 0x2B82, 0x2B83,
        0x2B84, 0x2B85, 0x2B86, 0x2B87, 0x2B8C, 0x2B8E, 0x2B8F, 0x2B90,
        0x2B91, 0x2B92, 0x2B93, 0x2B94, 0x2B95, 0x2B96, 0x2B97, 0x2B98,
        0x2B99, 0x2B9A, 0x2B9B, 0x2B9C, 0x2B9D, 0x2B9E, 0x2B9F, 0x2BA0,
        0x2BA1, 0x2BA2, 0x2BA3, 0x2BA4, 0x2BA5, 0x2BA6, 0x2BA7, 0x2BA9,
        0x2BAA, 0x2BAB, 0x2BAC, 0x2BAD, 0x2BAE, 0x2BAF, 0x2BB0, 0x2BB1,
        0x2BB2, 0x2BB3, 0x2BB4, 0x2BB5, 0x2BB6, 0x2BB7, 0x2BB8, 0x2BB9,
        0x2BBA, 0x2BBB, 0x2BBC, 0x2BBD, 0x2BBE, 0x2BBF, 0x2BC0, 0x2BC1,
        0x2BC2, 0x2BC3, 0x2BC4, 0x2BC5, 0x2BC6, 0x2BC7, 0x2BC8, 0x2BC9,
        0x2BCA, 0x2BCB, 0x2BCC, 0x2BCD, 0x2BCE, 0x2BCF, 0x2BD0, 0x2BD1,
        0x2BD2, 0x2BD3, 0x2BD4, 0x2BD5, 0x2BD6, 0x2BD7, 0x2BD8, 0x2BD9,
        0x2BDA, 0x2BDB, 0x2BDC, 0x2BDD, 0x2BDE, 0x2BDF, 0x2BE0, 0x2BE1,
        0x2BE2, 0x2BE3, 0x2BE4, 0x2BE5, 0x2BE6, 0x2BE7, 0x2BE8, 0x2BE9,
        0x2BEA, 0x2BEB, 0x2BEC, 0x2BED, 0x2BEE, 0x2BEF, 0x2BF0, 0x2BF1,
        0x2BF2, 0x2BF3, 0x2BF4, 0x2BF5, 0x2BF6, 0x2BF7, 0x2BF8, 0x2BF9,
        0x2BFA, 0x2BFB, 0x2BFC, 0x2BFD, 0x2BFE, 0x2BFF, 0x2C00, 0x2C01,
        0x2C02, 0x2C03, 0x2C04, 0x2C05,
    ]
    private static let characteristics16Names: [StaticString] = [
        "Deprecated Fast Pair Model ID", // 1233
        "Deprecated Fast Pair Key-based Pairing", // 1234
        "Deprecated Fast Pair Passkey", // 1235
        "Deprecated Fast Pair Account Key", // 1236
        "Deprecated Fast Pair Data", // 1237
        "Throughput Characteristic", // 1524
        "Device Name", // 2A00
        "Appearance", // 2A01
        "Peripheral Privacy Flag", // 2A02
        "Reconnection Address", // 2A03
        "Peripheral Preferred Connection Parameters", // 2A04
        "Service Changed", // 2A05
        "Alert Level", // 2A06
        "Tx Power Level", // 2A07
        "Date Time", // 2A08
        "Day of Week", // 2A09
        "Day Date Time", // 2A0A
        "Exact Time 100", // 2A0B
        "Exact Time 256", // 2A0C
        "DST Offset", // 2A0D
        "Time Zone", // 2A0E
        "Local Time Information", // 2A0F
        "Secondary Time Zone", // 2A10
        "Time with DST", // 2A11
        "Time Accuracy", // 2A12
        "Time Source", // 2A13
        "Reference Time Information", // 2A14
        "Time Broadcast", // 2A15
        "Time Update Control Point", // 2A16
        "Time Update State", // 2A17
        "Glucose Measurement", // 2A18
        "Battery Level", // 2A19
        "Battery Power State", // 2A1A
        "Battery Level State", // 2A1B
        "Temperature Measurement", // 2A1C
        "Temperature Type", // 2A1D
        "Intermediate Temperature", // 2A1E
        "Temperature Celsius", // 2A1F
        "Temperature Fahrenheit", // 2A20
        "Measurement Interval", // 2A21
        "Boot Keyboard Input Report", // 2A22
        "System ID", // 2A23
        "Model Number String", // 2A24
        "Serial Number String", // 2A25
        "Firmware Revision String", // 2A26
        "Hardware Revision String", // 2A27
        "Software Revision String", // 2A28
        "Manufacturer Name String", // 2A29
        "IEEE 11073-20601 Regulatory Certification Data List", // 2A2A
        "Current Time", // 2A2B
        "Magnetic Declination", // 2A2C
        "Position 2D", // 2A2F
        "Position 3D", // 2A30
        "Scan Refresh", // 2A31
        "Boot Keyboard Output Report", // 2A32
        "Boot Mouse Input Report", // 2A33
        "Glucose Measurement Context", // 2A34
        "Blood Pressure Measurement", // 2A35
        "Intermediate Cuff Pressure", // 2A36
        "Heart Rate Measurement", // 2A37
        "Body Sensor Location", // 2A38
        "Heart Rate Control Point", // 2A39
        "Removable", // 2A3A
        "Service Required", // 2A3B
        "Scientific Temperature Celsius", // 2A3C
        "String", // 2A3D
        "Network Availability", // 2A3E
        "Alert Status", // 2A3F
        "Ringer Control point", // 2A40
        "Ringer Setting", // 2A41
        "Alert Category ID Bit Mask", // 2A42
        "Alert Category ID", // 2A43
        "Alert Notification Control Point", // 2A44
        "Unread Alert Status", // 2A45
        "New Alert", // 2A46
        "Supported New Alert Category", // 2A47
        "Supported Unread Alert Category", // 2A48
        "Blood Pressure Feature", // 2A49
        "HID Information", // 2A4A
        "Report Map", // 2A4B
        "HID Control Point", // 2A4C
        "Report", // 2A4D
        "Protocol Mode", // 2A4E
        "Scan Interval Window", // 2A4F
        "PnP ID", // 2A50
        "Glucose Feature", // 2A51
        "Record Access Control Point", // 2A52
        "RSC Measurement", // 2A53
        "RSC Feature", // 2A54
        "SC Control Point", // 2A55
        "Digital", // 2A56
        "Digital Output", // 2A57
        "Analog", // 2A58
        "Analog Output", // 2A59
        "Aggregate", // 2A5A
        "CSC Measurement", // 2A5B
        "CSC Feature", // 2A5C
        "Sensor Location", // 2A5D
        "PLX Spot-Check Measurement", // 2A5E
        "PLX Continuous Measurement Characteristic", // 2A5F
        "PLX Features", // 2A60
        "Pulse Oximetry Control Point", // 2A62
        "Cycling Power Measurement", // 2A63
        "Cycling Power Vector", // 2A64
        "Cycling Power Feature", // 2A65
        "Cycling Power Control Point", // 2A66
        "Location and Speed Characteristic", // 2A67
        "Navigation", // 2A68
        "Position Quality", // 2A69
        "LN Feature", // 2A6A
        "LN Control Point", // 2A6B
        "Elevation", // 2A6C
        "Pressure", // 2A6D
        "Temperature", // 2A6E
        "Humidity", // 2A6F
        "True Wind Speed", // 2A70
        "True Wind Direction", // 2A71
        "Apparent Wind Speed", // 2A72
        "Apparent Wind Direction", // 2A73
        "Gust Factor", // 2A74
        "Pollen Concentration", // 2A75
        "UV Index", // 2A76
        "Irradiance", // 2A77
        "Rainfall", // 2A78
        "Wind Chill", // 2A79
        "Heat Index", // 2A7A
        "Dew Point", // 2A7B
        "Descriptor Value Changed", // 2A7D
        "Aerobic Heart Rate Lower Limit", // 2A7E
        "Aerobic Threshold", // 2A7F
        "Age", // 2A80
        "Anaerobic Heart Rate Lower Limit", // 2A81
        "Anaerobic Heart Rate Upper Limit", // 2A82
        "Anaerobic Threshold", // 2A83
        "Aerobic Heart Rate Upper Limit", // 2A84
        "Date of Birth", // 2A85
        "Date of Threshold Assessment", // 2A86
        "Email Address", // 2A87
        "Fat Burn Heart Rate Lower Limit", // 2A88
        "Fat Burn Heart Rate Upper Limit", // 2A89
        "First Name", // 2A8A
        "Five Zone Heart Rate Limits", // 2A8B
        "Gender", // 2A8C
        "Heart Rate Max", // 2A8D
        "Height", // 2A8E
        "Hip Circumference", // 2A8F
        "Last Name", // 2A90
        "Maximum Recommended Heart Rate", // 2A91
        "Resting Heart Rate", // 2A92
        "Sport Type for Aerobic and Anaerobic Thresholds", // 2A93
        "Three Zone Heart Rate Limits", // 2A94
        "Two Zone Heart Rate Limit", // 2A95
        "VO2 Max", // 2A96
        "Waist Circumference", // 2A97
        "Weight", // 2A98
        "Database Change Increment", // 2A99
        "User Index", // 2A9A
        "Body Composition Feature", // 2A9B
        "Body Composition Measurement", // 2A9C
        "Weight Measurement", // 2A9D
        "Weight Scale Feature", // 2A9E
        "User Control Point", // 2A9F
        "Magnetic Flux Density - 2D", // 2AA0
        "Magnetic Flux Density - 3D", // 2AA1
        "Language", // 2AA2
        "Barometric Pressure Trend", // 2AA3
        "Bond Management Control Point", // 2AA4
        "Bond Management Features", // 2AA5
        "Central Address Resolution", // 2AA6
        "CGM Measurement", // 2AA7
        "CGM Feature", // 2AA8
        "CGM Status", // 2AA9
        "CGM Session Start Time", // 2AAA
        "CGM Session Run Time", // 2AAB
        "CGM Specific Ops Control Point", // 2AAC
        "Indoor Positioning Configuration", // 2AAD
        "Latitude", // 2AAE
        "Longitude", // 2AAF
        "Local North Coordinate", // 2AB0
        "Local East Coordinate", // 2AB1
        "Floor Number", // 2AB2
        "Altitude", // 2AB3
        "Uncertainty", // 2AB4
        "Location Name", // 2AB5
        "URI", // 2AB6
        "HTTP Headers", // 2AB7
        "HTTP Status Code", // 2AB8
        "HTTP Entity Body", // 2AB9
        "HTTP Control Point", // 2ABA
        "HTTPS Security", // 2ABB
        "TDS Control Point", // 2ABC
        "OTS Feature", // 2ABD
        "Object Name", // 2ABE
        "Object Type", // 2ABF
        "Object Size", // 2AC0
        "Object First-Created", // 2AC1
        "Object Last-Modified", // 2AC2
        "Object ID", // 2AC3
        "Object Properties", // 2AC4
        "Object Action Control Point", // 2AC5
        "Object List Control Point", // 2AC6
        "Object List Filter", // 2AC7
        "Object Changed", // 2AC8
        "Resolvable Private Address Only", // 2AC9
        "Fitness Machine Feature", // 2ACC
        "Treadmill Data", // 2ACD
        "Cross Trainer Data", // 2ACE
        "Step Climber Data", // 2ACF
        "Stair Climber Data", // 2AD0
        "Rower Data", // 2AD1
        "Indoor Bike Data", // 2AD2
        "Training Status", // 2AD3
        "Supported Speed Range", // 2AD4
        "Supported Inclination Range", // 2AD5
        "Supported Resistance Level Range", // 2AD6
        "Supported Heart Rate Range", // 2AD7
        "Supported Power Range", // 2AD8
        "Fitness Machine Control Point", // 2AD9
        "Fitness Machine Status", // 2ADA
        "Mesh Provisioning Data In", // 2ADB
        "Mesh Provisioning Data Out", // 2ADC
        "Mesh Proxy Data In", // 2ADD
        "Mesh Proxy Data Out", // 2ADE
        "Average Current", // 2AE0
        "Average Voltage", // 2AE1
        "Boolean", // 2AE2
        "Chromatic Distance From Planckian", // 2AE3
        "Chromaticity Coordinates", // 2AE4
        "Chromaticity In CCT And Duv Values", // 2AE5
        "Chromaticity Tolerance", // 2AE6
        "CIE 13.3-1995 Color Rendering Index", // 2AE7
        "Coefficient", // 2AE8
        "Correlated Color Temperature", // 2AE9
        "Count 16", // 2AEA
        "Count 24", // 2AEB
        "Country Code", // 2AEC
        "Date UTC", // 2AED
        "Electric Current", // 2AEE
        "Electric Current Range", // 2AEF
        "Electric Current Specification", // 2AF0
        "Electric Current Statistics", // 2AF1
        "Energy", // 2AF2
        "Energy In A Period Of Day", // 2AF3
        "Event Statistics", // 2AF4
        "Fixed String 16", // 2AF5
        "Fixed String 24", // 2AF6
        "Fixed String 36", // 2AF7
        "Fixed String 8", // 2AF8
        "Generic Level", // 2AF9
        "Global Trade Item Number", // 2AFA
        "Illuminance", // 2AFB
        "Luminous Efficacy", // 2AFC
        "Luminous Energy", // 2AFD
        "Luminous Exposure", // 2AFE
        "Luminous Flux", // 2AFF
        "Luminous Flux Range", // 2B00
        "Luminous Intensity", // 2B01
        "B02 Mass Flow", // 2B02
        "Perceived Lightness", // 2B03
        "Percentage 8", // 2B04
        "Power", // 2B05
        "Power Specification", // 2B06
        "Relative Runtime In A Current Range", // 2B07
        "Relative Runtime In A Generic Level Range", // 2B08
        "Relative Value In A Voltage Range", // 2B09
        "Relative Value In An Illuminance Range", // 2B0A
        "Relative Value In A Period Of Day", // 2B0B
        "Relative Value In A Temperature Range", // 2B0C
        "Temperature 8", // 2B0D
        "Temperature 8 In A Period Of Day", // 2B0E
        "Temperature 8 Statistics", // 2B0F
        "Temperature Range", // 2B10
        "Temperature Statistics", // 2B11
        "Time Decihour 8", // 2B12
        "Time Exponential 8", // 2B13
        "Time Hour 24", // 2B14
        "Time Millisecond 24", // 2B15
        "Time Second 16", // 2B16
        "Time Second 8", // 2B17
        "Voltage", // 2B18
        "Voltage Specification", // 2B19
        "Voltage Statistics", // 2B1A
        "Volume Flow", // 2B1B
        "Chromaticity Coordinate", // 2B1C
        "RC Feature", // 2B1D
        "RC Settings", // 2B1E
        "Reconnection Configuration Control Point", // 2B1F
        "IDD Status Changed", // 2B20
        "IDD Status", // 2B21
        "IDD Annunciation Status", // 2B22
        "IDD Features", // 2B23
        "IDD Status Reader Control Point", // 2B24
        "IDD Command Control Point", // 2B25
        "IDD Command Data", // 2B26
        "IDD Record Access Control Point", // 2B27
        "IDD History Data", // 2B28
        "Client Supported Features", // 2B29
        "Database Hash", // 2B2A
        "BSS Control Point", // 2B2B
        "BSS Response", // 2B2C
        "Emergency ID", // 2B2D
        "Emergency Text", // 2B2E
        "Enhanced Blood Pressure Measurement", // 2B34
        "Enhanced Intermediate Cuff Pressure", // 2B35
        "Blood Pressure Record", // 2B36
        "BR-EDR Handover Data", // 2B38
        "Bluetooth SIG Data", // 2B39
        "Server Supported Features", // 2B3A
        "Physical Activity Monitor Features", // 2B3B
        "General Activity Instantaneous Data", // 2B3C
        "General Activity Summary Data", // 2B3D
        "CardioRespiratory Activity Instantaneous Data", // 2B3E
        "CardioRespiratory Activity Summary Data", // 2B3F
        "Step Counter Activity Summary Data", // 2B40
        "Sleep Activity Instantaneous Data", // 2B41
        "Sleep Activity Summary Data", // 2B42
        "Physical Activity Monitor Control Point", // 2B43
        "Activity Current Session", // 2B44
        "Physical Activity Session Descriptor", // 2B45
        "Preferred Units", // 2B46
        "High Resolution Height", // 2B47
        "Middle Name", // 2B48
        "Stride Length", // 2B49
        "Handedness", // 2B4A
        "Device Wearing Position", // 2B4B
        "Four Zone Heart Rate Limits", // 2B4C
        "High Intensity Exercise Threshold", // 2B4D
        "Activity Goal", // 2B4E
        "Sedentary Interval Notification", // 2B4F
        "Caloric Intake", // 2B50
        "TMAP Role", // 2B51
        "Audio Input State", // 2B77
        "Gain Settings Attribute", // 2B78
        "Audio Input Type", // 2B79
        "Audio Input Status", // 2B7A
        "Audio Input Control Point", // 2B7B
        "Audio Input Description", // 2B7C
        "Volume State", // 2B7D
        "Volume Control Point", // 2B7E
        "Volume Flags", // 2B7F
        "Volume Offset State", // 2B80
        "Audio Location", // 2B81
        "Volume Offset Control Point", // 2B82
        "Audio Output Description", // 2B83
        "Set Identity Resolving Key", // 2B84
        "Coordinated Set Size", // 2B85
        "Set Member Lock", // 2B86
        "Set Member Rank", // 2B87
        "Carbon Dioxide Concentration", // 2B8C
        "Device Time Feature", // 2B8E
        "Device Time Parameters", // 2B8F
        "Device Time", // 2B90
        "Device Time Control Point", // 2B91
        "Time Change Log Data", // 2B92
        "Media Player Name", // 2B93
        "Media Player Icon Object ID", // 2B94
        "Media Player Icon URL", // 2B95
        "Track Changed", // 2B96
        "Track Title", // 2B97
        "Track Duration", // 2B98
        "Track Position", // 2B99
        "Playback Speed", // 2B9A
        "Seeking Speed", // 2B9B
        "Current Track Segments Object ID", // 2B9C
        "Current Track Object ID", // 2B9D
        "Next Track Object ID", // 2B9E
        "Parent Group Object ID", // 2B9F
        "Current Group Object ID", // 2BA0
        "Playing Order", // 2BA1
        "Playing Orders Supported", // 2BA2
        "Media State", // 2BA3
        "Media Control Point", // 2BA4
        "Media Control Point Opcodes Supported", // 2BA5
        "Search Results Object ID", // 2BA6
        "Search Control Point", // 2BA7
        "Media Player Icon Object Type", // 2BA9
        "Track Segments Object Type", // 2BAA
        "Track Object Type", // 2BAB
        "Group Object Type", // 2BAC
        "Constant Tone Extension Enable", // 2BAD
        "Advertising Constant Tone Extension Minimum Length", // 2BAE
        "Advertising Constant Tone Extension Minimum Transmit Count", // 2BAF
        "Advertising Constant Tone Extension Transmit Duration", // 2BB0
        "Advertising Constant Tone Extension Interval", // 2BB1
        "Advertising Constant Tone Extension PHY", // 2BB2
        "Bearer Provider Name", // 2BB3
        "Bearer UCI", // 2BB4
        "Bearer Technology", // 2BB5
        "Bearer URI Schemes Supported List", // 2BB6
        "Bearer Signal Strength", // 2BB7
        "Bearer Signal Strength Reporting Interval", // 2BB8
        "Bearer List Current Calls", // 2BB9
        "Content Control ID", // 2BBA
        "Status Flags", // 2BBB
        "Incoming Call Target Bearer URI", // 2BBC
        "Call State", // 2BBD
        "Call Control Point", // 2BBE
        "Call Control Point Optional Opcodes", // 2BBF
        "Termination Reason", // 2BC0
        "Incoming Call", // 2BC1
        "Call Friendly Name", // 2BC2
        "Mute", // 2BC3
        "Sink ASE", // 2BC4
        "Source ASE", // 2BC5
        "ASE Control Point", // 2BC6
        "Broadcast Audio Scan Control Point", // 2BC7
        "Broadcast Receive State", // 2BC8
        "Sink PAC", // 2BC9
        "Sink Audio Locations", // 2BCA
        "Source PAC", // 2BCB
        "Source Audio Locations", // 2BCC
        "Available Audio Contexts", // 2BCD
        "Supported Audio Contexts", // 2BCE
        "Ammonia Concentration", // 2BCF
        "Carbon Monoxide Concentration", // 2BD0
        "Methane Concentration", // 2BD1
        "Nitrogen Dioxide Concentration", // 2BD2
        "Non-Methane Volatile Organic Compounds Concentration", // 2BD3
        "Ozone Concentration", // 2BD4
        "Particulate Matter - PM1 Concentration", // 2BD5
        "Particulate Matter - PM2.5 Concentration", // 2BD6
        "Particulate Matter - PM10 Concentration", // 2BD7
        "Sulfur Dioxide Concentration", // 2BD8
        "Sulfur Hexafluoride Concentration", // 2BD9
        "Hearing Aid Features", // 2BDA
        "Hearing Aid Preset Control Point", // 2BDB
        "Active Preset Index", // 2BDC
        "Stored Health Observations", // 2BDD
        "Fixed String 64", // 2BDE
        "High Temperature", // 2BDF
        "High Voltage", // 2BE0
        "Light Distribution", // 2BE1
        "Light Output", // 2BE2
        "Light Source Type", // 2BE3
        "Noise", // 2BE4
        "Relative Runtime in a Correlated Color Temperature Range", // 2BE5
        "Time Second 32", // 2BE6
        "VOC Concentration", // 2BE7
        "Voltage Frequency", // 2BE8
        "Battery Critical Status", // 2BE9
        "Battery Health Status", // 2BEA
        "Battery Health Information", // 2BEB
        "Battery Information", // 2BEC
        "Battery Level Status", // 2BED
        "Battery Time Status", // 2BEE
        "Estimated Service Date", // 2BEF
        "Battery Energy Status", // 2BF0
        "Observation Schedule Changed", // 2BF1
        "Current Elapsed Time", // 2BF2
        "Health Sensor Features", // 2BF3
        "GHS Control Point", // 2BF4
        "LE GATT Security Levels", // 2BF5
        "ESL Address", // 2BF6
        "AP Sync Key Material", // 2BF7
        "ESL Response Key Material", // 2BF8
        "ESL Current Absolute Time", // 2BF9
        "ESL Display Information", // 2BFA
        "ESL Image Information", // 2BFB
        "ESL Sensor Information", // 2BFC
        "ESL LED Information", // 2BFD
        "ESL Control Point", // 2BFE
        "UDI for Medical Devices", // 2BFF
        "GMAP Role", // 2C00
        "UGG Features", // 2C01
        "UGT Features", // 2C02
        "BGS Features", // 2C03
        "BGR Features", // 2C04
        "Percentage 8 Steps", // 2C05
    ]
    private static let characteristics16Identifiers: [StaticString] = [
        "com.google.service.deprecated.fast_pair.model_id", // 1233
        "com.google.service.deprecated.fast_pair.key_based_pairing", // 1234
        "com.google.service.deprecated.fast_pair.passkey", // 1235
        "com.google.service.deprecated.fast_pair.account_key", // 1236
        "com.google.service.deprecated.fast_pair.data", // 1237
        "com.nordicsemi.characteristic.throughput", // 1524
        "org.bluetooth.characteristic.gap.device_name", // 2A00
        "org.bluetooth.characteristic.gap.appearance", // 2A01
        "org.bluetooth.characteristic.gap.peripheral_privacy_flag", // 2A02
        "org.bluetooth.characteristic.gap.reconnection_address", // 2A03
        "org.bluetooth.characteristic.gap.peripheral_preferred_connection_parameters", // 2A04
        "org.bluetooth.characteristic.gatt.service_changed", // 2A05
        "org.bluetooth.characteristic.alert_level", // 2A06
        "org.bluetooth.characteristic.tx_power_level", // 2A07
        "org.bluetooth.characteristic.date_time", // 2A08
        "org.bluetooth.characteristic.day_of_week", // 2A09
        "org.bluetooth.characteristic.day_date_time", // 2A0A
        "org.bluetooth.characteristic.exact_time.100", // 2A0B
        "org.bluetooth.characteristic.exact_time.256", // 2A0C
        "org.bluetooth.characteristic.dst_offset", // 2A0D
        "org.bluetooth.characteristic.time_zone", // 2A0E
        "org.bluetooth.characteristic.local_time_information", // 2A0F
        "org.bluetooth.characteristic.secondary_time_zone", // 2A10
        "org.bluetooth.characteristic.time_with_dst", // 2A11
        "org.bluetooth.characteristic.time_accuracy", // 2A12
        "org.bluetooth.characteristic.time_source", // 2A13
        "org.bluetooth.characteristic.reference_time_information", // 2A14
        "org.bluetooth.characteristic.time_broadcast", // 2A15
        "org.bluetooth.characteristic.time_update_control_point", // 2A16
        "org.bluetooth.characteristic.time_update_state", // 2A17
        "org.bluetooth.characteristic.glucose_measurement", // 2A18
        "org.bluetooth.characteristic.battery_level", // 2A19
        "org.bluetooth.characteristic.battery_power_state", // 2A1A
        "org.bluetooth.characteristic.battery_level_state", // 2A1B
        "org.bluetooth.characteristic.temperature_measurement", // 2A1C
        "org.bluetooth.characteristic.temperature_type", // 2A1D
        "org.bluetooth.characteristic.intermediate_temperature", // 2A1E
        "org.bluetooth.characteristic.temperature_celsius", // 2A1F
        "org.bluetooth.characteristic.temperature_fahrenheit", // 2A20
        "org.bluetooth.characteristic.measurement_interval", // 2A21
        "org.bluetooth.characteristic.boot_keyboard_input_report", // 2A22
        "org.bluetooth.characteristic.system_id", // 2A23
        "org.bluetooth.characteristic.model_number_string", // 2A24
        "org.bluetooth.characteristic.serial_number_string", // 2A25
        "org.bluetooth.characteristic.firmware_revision_string", // 2A26
        "org.bluetooth.characteristic.hardware_revision_string", // 2A27
        "org.bluetooth.characteristic.software_revision_string", // 2A28
        "org.bluetooth.characteristic.manufacturer_name_string", // 2A29
        "org.bluetooth.characteristic.ieee_11073-20601_regulatory_certification_data_list", // 2A2A
        "org.bluetooth.characteristic.current_time", // 2A2B
        "org.bluetooth.characteristic.magnetic_declination", // 2A2C
        "org.bluetooth.characteristic.position_2d", // 2A2F
        "org.bluetooth.characteristic.position_3d", // 2A30
        "org.bluetooth.characteristic.scan_refresh", // 2A31
        "org.bluetooth.characteristic.boot_keyboard_output_report", // 2A32
        "org.bluetooth.characteristic.boot_mouse_input_report", // 2A33
        "org.bluetooth.characteristic.glucose_measurement_context", // 2A34
        "org.bluetooth.characteristic.blood_pressure_measurement", // 2A35
        "org.bluetooth.characteristic.intermediate_cuff_pressure", // 2A36
        "org.bluetooth.characteristic.heart_rate_measurement", // 2A37
        "org.bluetooth.characteristic.body_sensor_location", // 2A38
        "org.bluetooth.characteristic.heart_rate_control_point", // 2A39
        "org.bluetooth.characteristic.removable", // 2A3A
        "org.bluetooth.characteristic.service_required", // 2A3B
        "org.bluetooth.characteristic.scientific_temperature_celsius", // 2A3C
        "org.bluetooth.characteristic.string", // 2A3D
        "org.bluetooth.characteristic.network_availability", // 2A3E
        "org.bluetooth.characteristic.alert_status", // 2A3F
        "org.bluetooth.characteristic.ringer_control_point", // 2A40
        "org.bluetooth.characteristic.ringer_setting", // 2A41
        "org.bluetooth.characteristic.alert_category_id_bit_mask", // 2A42
        "org.bluetooth.characteristic.alert_category_id", // 2A43
        "org.bluetooth.characteristic.alert_notification_control_point", // 2A44
        "org.bluetooth.characteristic.unread_alert_status", // 2A45
        "org.bluetooth.characteristic.new_alert", // 2A46
        "org.bluetooth.characteristic.supported_new_alert_category", // 2A47
        "org.bluetooth.characteristic.supported_unread_alert_category", // 2A48
        "org.bluetooth.characteristic.blood_pressure_feature", // 2A49
        "org.bluetooth.characteristic.hid_information", // 2A4A
        "org.bluetooth.characteristic.report_map", // 2A4B
        "org.bluetooth.characteristic.hid_control_point", // 2A4C
        "org.bluetooth.characteristic.report", // 2A4D
        "org.bluetooth.characteristic.protocol_mode", // 2A4E
        "org.bluetooth.characteristic.scan_interval_window", // 2A4F
        "org.bluetooth.characteristic.pnp_id", // 2A50
        "org.bluetooth.characteristic.glucose_feature", // 2A51
        "org.bluetooth.characteristic.record_access_control_point", // 2A52
        "org.bluetooth.characteristic.rsc_measurement", // 2A53
        "org.bluetooth.characteristic.rsc_feature", // 2A54
        "org.bluetooth.characteristic.sc_control_point", // 2A55
        "org.bluetooth.characteristic.digital", // 2A56
        "org.bluetooth.characteristic.digital_output", // 2A57
        "org.bluetooth.characteristic.analog", // 2A58
        "org.bluetooth.characteristic.analog_output", // 2A59
        "org.bluetooth.characteristic.aggregate", // 2A5A
        "org.bluetooth.characteristic.csc_measurement", // 2A5B
        "org.bluetooth.characteristic.csc_feature", // 2A5C
        "org.bluetooth.characteristic.sensor_location", // 2A5D
        "org.bluetooth.characteristic.plx_spot_check_measurement", // 2A5E
        "org.bluetooth.characteristic.plx_continuous_measurement", // 2A5F
        "org.bluetooth.characteristic.plx_features", // 2A60
        "org.bluetooth.characteristic.pulse_oximetry_control_point", // 2A62
        "org.bluetooth.characteristic.cycling_power_measurement", // 2A63
        "org.bluetooth.characteristic.cycling_power_vector", // 2A64
        "org.bluetooth.characteristic.cycling_power_feature", // 2A65
        "org.bluetooth.characteristic.cycling_power_control_point", // 2A66
        "org.bluetooth.characteristic.location_and_speed", // 2A67
        "org.bluetooth.characteristic.navigation", // 2A68
        "org.bluetooth.characteristic.position_quality", // 2A69
        "org.bluetooth.characteristic.ln_feature", // 2A6A
        "org.bluetooth.characteristic.ln_control_point", // 2A6B
        "org.bluetooth.characteristic.elevation", // 2A6C
        "org.bluetooth.characteristic.pressure", // 2A6D
        "org.bluetooth.characteristic.temperature", // 2A6E
        "org.bluetooth.characteristic.humidity", // 2A6F
        "org.bluetooth.characteristic.true_wind_speed", // 2A70
        "org.bluetooth.characteristic.true_wind_direction", // 2A71
        "org.bluetooth.characteristic.apparent_wind_speed", // 2A72
        "org.bluetooth.characteristic.apparent_wind_direction", // 2A73
        "org.bluetooth.characteristic.gust_factor", // 2A74
        "org.bluetooth.characteristic.pollen_concentration", // 2A75
        "org.bluetooth.characteristic.uv_index", // 2A76
        "org.bluetooth.characteristic.irradiance", // 2A77
        "org.bluetooth.characteristic.rainfall", // 2A78
        "org.bluetooth.characteristic.wind_chill", // 2A79
        "org.bluetooth.characteristic.heat_index", // 2A7A
        "org.bluetooth.characteristic.dew_point", // 2A7B
        "org.bluetooth.characteristic.descriptor_value_changed", // 2A7D
        "org.bluetooth.characteristic.aerobic_heart_rate_lower_limit", // 2A7E
        "org.bluetooth.characteristic.aerobic_threshold", // 2A7F
        "org.bluetooth.characteristic.age", // 2A80
        "org.bluetooth.characteristic.anaerobic_heart_rate_lower_limit", // 2A81
        "org.bluetooth.characteristic.anaerobic_heart_rate_upper_limit", // 2A82
        "org.bluetooth.characteristic.anaerobic_threshold", // 2A83
        "org.bluetooth.characteristic.aerobic_heart_rate_upper_limit", // 2A84
        "org.bluetooth.characteristic.date_of_birth", // 2A85
        "org.bluetooth.characteristic.date_of_threshold_assessment", // 2A86
        "org.bluetooth.characteristic.email_address", // 2A87
        "org.bluetooth.characteristic.fat_burn_heart_rate_lower_limit", // 2A88
        "org.bluetooth.characteristic.fat_burn_heart_rate_upper_limit", // 2A89
        "org.bluetooth.characteristic.first_name", // 2A8A
        "org.bluetooth.characteristic.five_zone_heart_rate_limits", // 2A8B
        "org.bluetooth.characteristic.gender", // 2A8C
        "org.bluetooth.characteristic.heart_rate_max", // 2A8D
        "org.bluetooth.characteristic.height", // 2A8E
        "org.bluetooth.characteristic.hip_circumference", // 2A8F
        "org.bluetooth.characteristic.last_name", // 2A90
        "org.bluetooth.characteristic.maximum_recommended_heart_rate", // 2A91
        "org.bluetooth.characteristic.resting_heart_rate", // 2A92
        "org.bluetooth.characteristic.sport_type_for_aerobic_and_anaerobic_thresholds", // 2A93
        "org.bluetooth.characteristic.three_zone_heart_rate_limits", // 2A94
        "org.bluetooth.characteristic.two_zone_heart_rate_limit", // 2A95
        "org.bluetooth.characteristic.vo2_max", // 2A96
        "org.bluetooth.characteristic.waist_circumference", // 2A97
        "org.bluetooth.characteristic.weight", // 2A98
        "org.bluetooth.characteristic.database_change_increment", // 2A99
        "org.bluetooth.characteristic.user_index", // 2A9A
        "org.bluetooth.characteristic.body_composition_feature", // 2A9B
        "org.bluetooth.characteristic.body_composition_measurement", // 2A9C
        "org.bluetooth.characteristic.weight_measurement", // 2A9D
        "org.bluetooth.characteristic.weight_scale_feature", // 2A9E
        "org.bluetooth.characteristic.user_control_point", // 2A9F
        "org.bluetooth.characteristic.Magnetic_flux_density_2D", // 2AA0
        "org.bluetooth.characteristic.Magnetic_flux_density_3D", // 2AA1
        "org.bluetooth.characteristic.language", // 2AA2
        "org.bluetooth.characteristic.barometric_pressure_trend", // 2AA3
        "org.bluetooth.characteristic.bond_management_control_point", // 2AA4
        "org.bluetooth.characteristic.bond_management_feature", // 2AA5
        "org.bluetooth.characteristic.gap.central_address_resolution", // 2AA6
        "org.bluetooth.characteristic.cgm_measurement", // 2AA7
        "org.bluetooth.characteristic.cgm_feature", // 2AA8
        "org.bluetooth.characteristic.cgm_status", // 2AA9
        "org.bluetooth.characteristic.cgm_session_start_time", // 2AAA
        "org.bluetooth.characteristic.cgm_session_run_time", // 2AAB
        "org.bluetooth.characteristic.cgm_specific_ops_control_point", // 2AAC
        "org.bluetooth.characteristic.indoor_positioning_configuration", // 2AAD
        "org.bluetooth.characteristic.latitude", // 2AAE
        "org.bluetooth.characteristic.longitude", // 2AAF
        "org.bluetooth.characteristic.local_north_coordinate", // 2AB0
        "org.bluetooth.characteristic.local_east_coordinate", // 2AB1
        "org.bluetooth.characteristic.floor_number", // 2AB2
        "org.bluetooth.characteristic.altitude", // 2AB3
        "org.bluetooth.characteristic.uncertainty", // 2AB4
        "org.bluetooth.characteristic.location_name", // 2AB5
        "org.bluetooth.characteristic.uri", // 2AB6
        "org.bluetooth.characteristic.http_headers", // 2AB7
        "org.bluetooth.characteristic.http_status_code", // 2AB8
        "org.bluetooth.characteristic.http_entity_body", // 2AB9
        "org.bluetooth.characteristic.http_control_point", // 2ABA
        "org.bluetooth.characteristic.https_security", // 2ABB
        "org.bluetooth.characteristic.tds_control_point", // 2ABC
        "org.bluetooth.characteristic.ots_feature", // 2ABD
        "org.bluetooth.characteristic.object_name", // 2ABE
        "org.bluetooth.characteristic.object_type", // 2ABF
        "org.bluetooth.characteristic.object_size", // 2AC0
        "org.bluetooth.characteristic.object_first_created", // 2AC1
        "org.bluetooth.characteristic.object_last_modified", // 2AC2
        "org.bluetooth.characteristic.object_id", // 2AC3
        "org.bluetooth.characteristic.object_properties", // 2AC4
        "org.bluetooth.characteristic.object_action_control_point", // 2AC5
        "org.bluetooth.characteristic.object_list_control_point", // 2AC6
        "org.bluetooth.characteristic.object_list_filter", // 2AC7
        "org.bluetooth.characteristic.object_changed", // 2AC8
        "org.bluetooth.characteristic.resolvable_private_address_only", // 2AC9
        "org.bluetooth.characteristic.fitness_machine_feature", // 2ACC
        "org.bluetooth.characteristic.treadmill_data", // 2ACD
        "org.bluetooth.characteristic.cross_trainer_data", // 2ACE
        "org.bluetooth.characteristic.step_climber_data", // 2ACF
        "org.bluetooth.characteristic.stair_climber_data", // 2AD0
        "org.bluetooth.characteristic.rower_data", // 2AD1
        "org.bluetooth.characteristic.indoor_bike_data", // 2AD2
        "org.bluetooth.characteristic.training_status", // 2AD3
        "org.bluetooth.characteristic.supported_speed_range", // 2AD4
        "org.bluetooth.characteristic.supported_inclination_range", // 2AD5
        "org.bluetooth.characteristic.supported_resistance_level_range", // 2AD6
        "org.bluetooth.characteristic.supported_heart_rate_range", // 2AD7
        "org.bluetooth.characteristic.supported_power_range", // 2AD8
        "org.bluetooth.characteristic.fitness_machine_control_point", // 2AD9
        "org.bluetooth.characteristic.fitness_machine_status", // 2ADA
        "org.bluetooth.characteristic.mesh_provisioning_data_in", // 2ADB
        "org.bluetooth.characteristic.mesh_provisioning_data_out", // 2ADC
        "org.bluetooth.characteristic.mesh_proxy_data_in", // 2ADD
        "org.bluetooth.characteristic.mesh_proxy_data_out", // 2ADE
        "org.bluetooth.characteristic.average_current", // 2AE0
        "org.bluetooth.characteristic.average_voltage", // 2AE1
        "org.bluetooth.characteristic.boolean", // 2AE2
        "org.bluetooth.characteristic.chromatic_distance", // 2AE3
        "org.bluetooth.characteristic.chromaticity.coordinates", // 2AE4
        "org.bluetooth.characteristic.chromaticity.cct_duv", // 2AE5
        "org.bluetooth.characteristic.chromaticity.tolerance", // 2AE6
        "org.bluetooth.characteristic.color_rendering_index", // 2AE7
        "org.bluetooth.characteristic.coefficient", // 2AE8
        "org.bluetooth.characteristic.correlated_color_temperature", // 2AE9
        "org.bluetooth.characteristic.count.16", // 2AEA
        "org.bluetooth.characteristic.count.24", // 2AEB
        "org.bluetooth.characteristic.country_code", // 2AEC
        "org.bluetooth.characteristic.date_utc", // 2AED
        "org.bluetooth.characteristic.electric_current", // 2AEE
        "org.bluetooth.characteristic.electric_current.range", // 2AEF
        "org.bluetooth.characteristic.electric_current.specification", // 2AF0
        "org.bluetooth.characteristic.electric_current.statistics", // 2AF1
        "org.bluetooth.characteristic.energy", // 2AF2
        "org.bluetooth.characteristic.energy.period_day", // 2AF3
        "org.bluetooth.characteristic.event_statistics", // 2AF4
        "org.bluetooth.characteristic.fixed_string.16", // 2AF5
        "org.bluetooth.characteristic.fixed_string.24", // 2AF6
        "org.bluetooth.characteristic.fixed_string.36", // 2AF7
        "org.bluetooth.characteristic.fixed_string.8", // 2AF8
        "org.bluetooth.characteristic.generic_level", // 2AF9
        "org.bluetooth.characteristic.global_trade_item_number", // 2AFA
        "org.bluetooth.characteristic.illuminance", // 2AFB
        "org.bluetooth.characteristic.luminous.efficacy", // 2AFC
        "org.bluetooth.characteristic.luminous.energy", // 2AFD
        "org.bluetooth.characteristic.luminous.exposure", // 2AFE
        "org.bluetooth.characteristic.luminous.flux", // 2AFF
        "org.bluetooth.characteristic.luminous.flux_range", // 2B00
        "org.bluetooth.characteristic.luminous.intensity", // 2B01
        "org.bluetooth.characteristic.b02_mass_flow", // 2B02
        "org.bluetooth.characteristic.perceived_lightness", // 2B03
        "org.bluetooth.characteristic.percentage_8", // 2B04
        "org.bluetooth.characteristic.power", // 2B05
        "org.bluetooth.characteristic.power.specification", // 2B06
        "org.bluetooth.characteristic.relative_runtime.current_range", // 2B07
        "org.bluetooth.characteristic.relative_runtime.generic_level_range", // 2B08
        "org.bluetooth.characteristic.relative_value.voltage_range", // 2B09
        "org.bluetooth.characteristic.relative_value.illuminance_range", // 2B0A
        "org.bluetooth.characteristic.relative_value.day_period", // 2B0B
        "org.bluetooth.characteristic.relative_value.temperature_range", // 2B0C
        "org.bluetooth.characteristic.temperature.8", // 2B0D
        "org.bluetooth.characteristic.temperature.8.day_period", // 2B0E
        "org.bluetooth.characteristic.temperature.8.statistics", // 2B0F
        "org.bluetooth.characteristic.temperature.range", // 2B10
        "org.bluetooth.characteristic.temperature.statistics", // 2B11
        "org.bluetooth.characteristic.time.decihour.8", // 2B12
        "org.bluetooth.characteristic.time.exponential.8", // 2B13
        "org.bluetooth.characteristic.time.hour.24", // 2B14
        "org.bluetooth.characteristic.time.millisecond.24", // 2B15
        "org.bluetooth.characteristic.time.second.16", // 2B16
        "org.bluetooth.characteristic.time.second.8", // 2B17
        "org.bluetooth.characteristic.voltage", // 2B18
        "org.bluetooth.characteristic.voltage.specification", // 2B19
        "org.bluetooth.characteristic.voltage.statistics", // 2B1A
        "org.bluetooth.characteristic.volume_flow", // 2B1B
        "org.bluetooth.characteristic.chromaticity.coordinate", // 2B1C
        "org.bluetooth.characteristic.rc_feature", // 2B1D
        "org.bluetooth.characteristic.rc_settings", // 2B1E
        "org.bluetooth.characteristic.reconnection_configuration_control_point", // 2B1F
        "org.bluetooth.characteristic.idd_status_changed", // 2B20
        "org.bluetooth.characteristic.idd_status", // 2B21
        "org.bluetooth.characteristic.idd_annunciation_status", // 2B22
        "org.bluetooth.characteristic.idd_features", // 2B23
        "org.bluetooth.characteristic.idd_status_reader_control_point", // 2B24
        "org.bluetooth.characteristic.idd_command_control_point", // 2B25
        "org.bluetooth.characteristic.idd_command_data", // 2B26
        "org.bluetooth.characteristic.idd_record_access_control_point", // 2B27
        "org.bluetooth.characteristic.idd_history_data", // 2B28
        "org.bluetooth.characteristic.client_supported_features", // 2B29
        "org.bluetooth.characteristic.database_hash", // 2B2A
        "org.bluetooth.characteristic.bss.control_point", // 2B2B
        "org.bluetooth.characteristic.bss.response", // 2B2C
        "org.bluetooth.characteristic.emergency.id", // 2B2D
        "org.bluetooth.characteristic.emergency.text", // 2B2E
        "org.bluetooth.characteristic.enhanced_blood_pressure_measurement", // 2B34
        "org.bluetooth.characteristic.enhanced_intermediate_cuff_pressure", // 2B35
        "org.bluetooth.characteristic.blood_pressure_record", // 2B36
        "org.bluetooth.characteristic.bredr.handover_data", // 2B38
        "org.bluetooth.characteristic.sig_data", // 2B39
        "org.bluetooth.characteristic.server.supported_features", // 2B3A
        "org.bluetooth.characteristic.phyisical_activity_monitor.features", // 2B3B
        "org.bluetooth.characteristic.general_activity.instantaneous", // 2B3C
        "org.bluetooth.characteristic.general_activity.summary", // 2B3D
        "org.bluetooth.characteristic.cardiorespiratory_activity.instantaneous", // 2B3E
        "org.bluetooth.characteristic.cardiorespiratory_activity.summary", // 2B3F
        "org.bluetooth.characteristic.step_counter_activity.summary", // 2B40
        "org.bluetooth.characteristic.sleep_activity.instantaneous", // 2B41
        "org.bluetooth.characteristic.sleep_activity.summary", // 2B42
        "org.bluetooth.characteristic.physical_activity_monitor.cp", // 2B43
        "org.bluetooth.characteristic.activity_current_session", // 2B44
        "org.bluetooth.characteristic.physical_activity.session.descriptor", // 2B45
        "org.bluetooth.characteristic.preferred_units", // 2B46
        "org.bluetooth.characteristic.high_resolution_height", // 2B47
        "org.bluetooth.characteristic.middle_name", // 2B48
        "org.bluetooth.characteristic.stride_length", // 2B49
        "org.bluetooth.characteristic.handedness", // 2B4A
        "org.bluetooth.characteristic.device_wearing_position", // 2B4B
        "org.bluetooth.characteristic.four_zone_heart_rate_limits", // 2B4C
        "org.bluetooth.characteristic.high_intensity_exercise_threshold", // 2B4D
        "org.bluetooth.characteristic.activity_goal", // 2B4E
        "org.bluetooth.characteristic.sedentary_interval.notification", // 2B4F
        "org.bluetooth.characteristic.caloric_intake", // 2B50
        "org.bluetooth.characteristic.tmap_role", // 2B51
        "org.bluetooth.characteristic.audio_input.state", // 2B77
        "org.bluetooth.characteristic.gain_settings_attribute", // 2B78
        "org.bluetooth.characteristic.audio_input.type", // 2B79
        "org.bluetooth.characteristic.audio_input.status", // 2B7A
        "org.bluetooth.characteristic.audio_input.control_point", // 2B7B
        "org.bluetooth.characteristic.audio_input.description", // 2B7C
        "org.bluetooth.characteristic.volume.state", // 2B7D
        "org.bluetooth.characteristic.volume.cp", // 2B7E
        "org.bluetooth.characteristic.volume.flags", // 2B7F
        "org.bluetooth.characteristic.volume.offset_state", // 2B80
        "org.bluetooth.characteristic.audio.location", // 2B81
        "org.bluetooth.characteristic.volume.offset_control_point", // 2B82
        "org.bluetooth.characteristic.audio.output_description", // 2B83
        "org.bluetooth.characteristic.set.identity_resolving_key", // 2B84
        "org.bluetooth.characteristic.set.coordinated_size", // 2B85
        "org.bluetooth.characteristic.set.member_lock", // 2B86
        "org.bluetooth.characteristic.set.member_rank", // 2B87
        "org.bluetooth.characteristic.concentration.co2", // 2B8C
        "org.bluetooth.characteristic.device_time.feature", // 2B8E
        "org.bluetooth.characteristic.device_time.parameters", // 2B8F
        "org.bluetooth.characteristic.device_time", // 2B90
        "org.bluetooth.characteristic.device_time.cp", // 2B91
        "org.bluetooth.characteristic.time_change_log_data", // 2B92
        "org.bluetooth.characteristic.media_player.name", // 2B93
        "org.bluetooth.characteristic.media_player.icon_object_id", // 2B94
        "org.bluetooth.characteristic.media_player.icon_url", // 2B95
        "org.bluetooth.characteristic.track.changed", // 2B96
        "org.bluetooth.characteristic.track.title", // 2B97
        "org.bluetooth.characteristic.track.duration", // 2B98
        "org.bluetooth.characteristic.track.position", // 2B99
        "org.bluetooth.characteristic.playback.speed", // 2B9A
        "org.bluetooth.characteristic.seeking.speed", // 2B9B
        "org.bluetooth.characteristic.track.current_segment_object_id", // 2B9C
        "org.bluetooth.characteristic.track._object_id", // 2B9D
        "org.bluetooth.characteristic.track-next_object_id", // 2B9E
        "org.bluetooth.characteristic.track.parent_group_object_id", // 2B9F
        "org.bluetooth.characteristic.track.current_group_object_id", // 2BA0
        "org.bluetooth.characteristic.media_player.playing_order", // 2BA1
        "org.bluetooth.characteristic.media_player.playing_orders_supported", // 2BA2
        "org.bluetooth.characteristic.media_player.state", // 2BA3
        "org.bluetooth.characteristic.media_player.cp", // 2BA4
        "org.bluetooth.characteristic.media_player.control_point_opcodes_supported", // 2BA5
        "org.bluetooth.characteristic.media_player.search_results_object_id", // 2BA6
        "org.bluetooth.characteristic.media_player.search_control_point", // 2BA7
        "org.bluetooth.characteristic.media_player.icon_object_type", // 2BA9
        "org.bluetooth.characteristic.track.segments_object_type", // 2BAA
        "org.bluetooth.characteristic.track.object_type", // 2BAB
        "org.bluetooth.characteristic.group.object_type", // 2BAC
        "org.bluetooth.characteristic.constant_tone_extension_enable", // 2BAD
        "org.bluetooth.characteristic.advertising_constant_tone_extension.minimum_length", // 2BAE
        "org.bluetooth.characteristic.advertising_constant_tone_extension.minimum_transmit_count", // 2BAF
        "org.bluetooth.characteristic.advertising_constant_tone_extension.transmit_duration", // 2BB0
        "org.bluetooth.characteristic.advertising_constant_tone_extension.interval", // 2BB1
        "org.bluetooth.characteristic.advertising_constant_tone_extension.phy", // 2BB2
        "org.bluetooth.characteristic.bearer.provider_name", // 2BB3
        "org.bluetooth.characteristic.bearer.uci", // 2BB4
        "org.bluetooth.characteristic.bearer.technology", // 2BB5
        "org.bluetooth.characteristic.bearer.uri_schemes_supported_list", // 2BB6
        "org.bluetooth.characteristic.bearer.signal_strength", // 2BB7
        "org.bluetooth.characteristic.bearer.signal_strength_reporting_interval", // 2BB8
        "org.bluetooth.characteristic.bearer.list_current_calls", // 2BB9
        "org.bluetooth.characteristic.content_control_id", // 2BBA
        "org.bluetooth.characteristic.status_flags", // 2BBB
        "org.bluetooth.characteristic.bearer.incoming_call_target_uri", // 2BBC
        "org.bluetooth.characteristic.call.state", // 2BBD
        "org.bluetooth.characteristic.call.cp", // 2BBE
        "org.bluetooth.characteristic.call.control_point_optional_decodes", // 2BBF
        "org.bluetooth.characteristic.call.termination_reason", // 2BC0
        "org.bluetooth.characteristic.call.incoming", // 2BC1
        "org.bluetooth.characteristic.call.friendly_name", // 2BC2
        "org.bluetooth.characteristic.call.mute", // 2BC3
        "org.bluetooth.characteristic.sink.ase", // 2BC4
        "org.bluetooth.characteristic.source.ase", // 2BC5
        "org.bluetooth.characteristic.ase.cp", // 2BC6
        "org.bluetooth.characteristic.broadcast.audio_scan_control_point", // 2BC7
        "org.bluetooth.characteristic.broadcast.receive_state", // 2BC8
        "org.bluetooth.characteristic.sink.pac", // 2BC9
        "org.bluetooth.characteristic.sink.audio_locations", // 2BCA
        "org.bluetooth.characteristic.source.pac", // 2BCB
        "org.bluetooth.characteristic.source.audio.locations", // 2BCC
        "org.bluetooth.characteristic.audio.available_contexts", // 2BCD
        "org.bluetooth.characteristic.audio.supported_contexts", // 2BCE
        "org.bluetooth.characteristic.concentration.ammonia", // 2BCF
        "org.bluetooth.characteristic.concentration.carbon_monoxide", // 2BD0
        "org.bluetooth.characteristic.concentration.methane", // 2BD1
        "org.bluetooth.characteristic.concentration.nitrogen_dioxide", // 2BD2
        "org.bluetooth.characteristic.concentration.non_methane_volatile_organic", // 2BD3
        "org.bluetooth.characteristic.concentration.ozone", // 2BD4
        "org.bluetooth.characteristic.concentration.pm1", // 2BD5
        "org.bluetooth.characteristic.concentration.pm2_5", // 2BD6
        "org.bluetooth.characteristic.concentration.pm10", // 2BD7
        "org.bluetooth.characteristic.concentration.sulfur_dioxide", // 2BD8
        "org.bluetooth.characteristic.concentration.sulfur_hexafluoride", // 2BD9
        "org.bluetooth.characteristic.hearing_aid.features", // 2BDA
        "org.bluetooth.characteristic.hearing_aid.preset_control_point", // 2BDB
        "org.bluetooth.characteristic.active_preset_index", // 2BDC
        "org.bluetooth.characteristic.stored_health_observations", // 2BDD
        "org.bluetooth.characteristic.fixed_string_64", // 2BDE
        "org.bluetooth.characteristic.high_temperature", // 2BDF
        "org.bluetooth.characteristic.high_voltage", // 2BE0
        "org.bluetooth.characteristic.light_distribution", // 2BE1
        "org.bluetooth.characteristic.light_output", // 2BE2
        "org.bluetooth.characteristic.light_source_type", // 2BE3
        "org.bluetooth.characteristic.noise", // 2BE4
        "org.bluetooth.characteristic.relative_runtime_in_a_correlated_color_temperature_range", // 2BE5
        "org.bluetooth.characteristic.time_second_32", // 2BE6
        "org.bluetooth.characteristic.voc_concentration", // 2BE7
        "org.bluetooth.characteristic.voltage_frequency", // 2BE8
        "org.bluetooth.characteristic.battery_critical_status", // 2BE9
        "org.bluetooth.characteristic.battery_health_status", // 2BEA
        "org.bluetooth.characteristic.battery_health_information", // 2BEB
        "org.bluetooth.characteristic.battery_information", // 2BEC
        "org.bluetooth.characteristic.battery_level_status", // 2BED
        "org.bluetooth.characteristic.battery_time_status", // 2BEE
        "org.bluetooth.characteristic.estimated_service_date", // 2BEF
        "org.bluetooth.characteristic.battery_energy_status", // 2BF0
        "org.bluetooth.characteristic.observation_schedule_changed", // 2BF1
        "org.bluetooth.characteristic.current_elapsed_time", // 2BF2
        "org.bluetooth.characteristic.health_sensor_features", // 2BF3
        "org.bluetooth.characteristic.ghs_control_point", // 2BF4
        "org.bluetooth.characteristic.le_gatt_security_levels", // 2BF5
        "org.bluetooth.characteristic.esl_address", // 2BF6
        "org.bluetooth.characteristic.ap_sync_key_material", // 2BF7
        "org.bluetooth.characteristic.esl_response_key_material", // 2BF8
        "org.bluetooth.characteristic.esl_current_absolute_time", // 2BF9
        "org.bluetooth.characteristic.esl_display_information", // 2BFA
        "org.bluetooth.characteristic.esl_image_information", // 2BFB
        "org.bluetooth.characteristic.esl_sensor_information", // 2BFC
        "org.bluetooth.characteristic.esl_led_information", // 2BFD
        "org.bluetooth.characteristic.esl_control_point", // 2BFE
        "org.bluetooth.characteristic.medical_devices", // 2BFF
        "org.bluetooth.characteristic.gmap_role", // 2C00
        "org.bluetooth.characteristic.ugg_features", // 2C01
        "org.bluetooth.characteristic.ugt_features", // 2C02
        "org.bluetooth.characteristic.bgs_features", // 2C03
        "org.bluetooth.characteristic.bgr_features", // 2C04
        "org.bluetooth.characteristic.percentage_8_steps", // 2C05
    ]
    private static let characteristics16Sources: [UInt8] = [
        5, 5, 5, 5, 5, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0,
    ]

    // MARK: GATT characteristics, 128-bit (vendor): 194

    static let characteristics128 = AttributeTable<UInt128>(
        keys: characteristics128Keys, names: characteristics128Names, identifiers: characteristics128Identifiers, sources: characteristics128Sources)

    private static let characteristics128Keys: [UInt128] = [
        0x00001524_1212_EFDE_1523_785FEABCD123,
        0x00001525_1212_EFDE_1523_785FEABCD123,
        0x00001531_1212_EFDE_1523_785FEABCD123,
        0x00001532_1212_EFDE_1523_785FEABCD123,
        0x00001534_1212_EFDE_1523_785FEABCD123,
        0x00001624_1212_EFDE_1623_785FEABCD123,
        0x00001626_1212_EFDE_1623_785FEABCD123,
        0x0A852C59_50D3_4492_BFD3_22FE58A24F01,
        0x14387801_130C_49E7_B877_2881C89CB258,
        0x14387802_130C_49E7_B877_2881C89CB258,
        0x14387803_130C_49E7_B877_2881C89CB258,
        0x180EFDEF_7579_4B4A_B2DF_72733B7FA2FE,
        0x21490001_494A_4573_98AF_F126AF76F490,
        0x21490002_494A_4573_98AF_F126AF76F490,
        0x21490003_494A_4573_98AF_F126AF76F490,
        0x21490004_494A_4573_98AF_F126AF76F490,
        0x21490005_494A_4573_98AF_F126AF76F490,
        0x22EAC6E9_24D6_4BB5_BE44_B36ACE7C7BFB,
        0x2F7CABCE_808D_411F_9A0C_BB92BA96C102,
        0x398168AA_0111_4EC0_B1FA_171671270608,
        0x506A55C4_B5E7_46FA_8326_8ACAEB1189EB,
        0x51838AFF_2D9A_B32A_B32A_8187E41664BA,
        0x54220001_F6A5_4007_A371_722F4EBD8436,
        0x54220002_F6A5_4007_A371_722F4EBD8436,
        0x54220003_F6A5_4007_A371_722F4EBD8436,
        0x54220004_F6A5_4007_A371_722F4EBD8436,
        0x54220005_F6A5_4007_A371_722F4EBD8436,
        0x57A70001_9350_11ED_A1EB_0242AC120002,
        0x69D1D8F3_45E1_49A8_9821_9BBDFDAAD9D9,
        0x6E400002_B5A3_F393_E0A9_E50E24DCCA9E,
        0x6E400003_B5A3_F393_E0A9_E50E24DCCA9E,
        0x753E3050_DF06_4B53_B090_5E1D810C4383,
        0x7731DE63_BC6A_4100_8AB1_89B2356B038B,
        0x7DFC6001_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6002_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6003_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6004_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6005_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6101_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6102_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6103_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6104_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6105_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6106_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6107_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6108_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6201_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6202_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC6203_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7004_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7005_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7006_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7007_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7008_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7009_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC700A_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC700B_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC700C_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7103_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7104_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7105_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7106_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7107_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7108_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC7109_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC710B_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC710C_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC710D_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC8003_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC8004_7D1C_4951_86AA_8D9728F8D66C,
        0x7DFC9001_7D1C_4951_86AA_8D9728F8D66C,
        0x82754BBB_6ED3_4D69_A0E1_F19F6B654EC2,
        0x8CC6E0B3_98C5_40CC_B1D8_692940E6994B,
        0x8E400001_F315_4F60_9FB8_838830DAEA50,
        0x8EC90001_F315_4F60_9FB8_838830DAEA50,
        0x8EC90002_F315_4F60_9FB8_838830DAEA50,
        0x8EC90003_F315_4F60_9FB8_838830DAEA50,
        0x8EC90004_F315_4F60_9FB8_838830DAEA50,
        0x932C32BD_0002_47A2_835A_A8D455B859DD,
        0x932C32BD_0003_47A2_835A_A8D455B859DD,
        0x932C32BD_0005_47A2_835A_A8D455B859DD,
        0x9B3C81D8_57B1_4A8A_B8DF_0E56F7CA51C2,
        0x9C4314F2_8A0C_45FD_A58D_D4A7E64C3A57,
        0x9FBF120D_6301_42D9_8C58_25E699A21DBD,
        0xA3C87501_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C87502_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C87503_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C87504_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C87505_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C87506_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C87507_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C87508_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C87509_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C8750A_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C8750B_8ED3_4BDF_8A39_A01BEBEDE295,
        0xA3C8750C_8ED3_4BDF_8A39_A01BEBEDE295,
        0xAD79CBCE_65DF_4BC6_BDD4_8CE2B6B75C59,
        0xADAF0001_C332_42A8_93BD_25E905756CB8,
        0xADAF0002_C332_42A8_93BD_25E905756CB8,
        0xADAF0100_4669_6C65_5472_616E73666572,
        0xADAF0101_C332_42A8_93BD_25E905756CB8,
        0xADAF0200_4669_6C65_5472_616E73666572,
        0xADAF0201_C332_42A8_93BD_25E905756CB8,
        0xADAF0301_C332_42A8_93BD_25E905756CB8,
        0xADAF0401_C332_42A8_93BD_25E905756CB8,
        0xADAF0501_C332_42A8_93BD_25E905756CB8,
        0xADAF0601_C332_42A8_93BD_25E905756CB8,
        0xADAF0701_C332_42A8_93BD_25E905756CB8,
        0xADAF0801_C332_42A8_93BD_25E905756CB8,
        0xADAF0901_C332_42A8_93BD_25E905756CB8,
        0xADAF0902_C332_42A8_93BD_25E905756CB8,
        0xADAF0903_C332_42A8_93BD_25E905756CB8,
        0xADAF0904_C332_42A8_93BD_25E905756CB8,
        0xADAF0A01_C332_42A8_93BD_25E905756CB8,
        0xADAF0B01_C332_42A8_93BD_25E905756CB8,
        0xADAF0B02_C332_42A8_93BD_25E905756CB8,
        0xADAF0C01_C332_42A8_93BD_25E905756CB8,
        0xADAF0D01_C332_42A8_93BD_25E905756CB8,
        0xADAF0D02_C332_42A8_93BD_25E905756CB8,
        0xADAF0D03_C332_42A8_93BD_25E905756CB8,
        0xADAF0E01_C332_42A8_93BD_25E905756CB8,
        0xB833D34F_D871_422C_BF9E_8E6EC117D57E,
        0xC6B2F38C_23AB_46D8_A6AB_A3A870BBD5D7,
        0xD083B2BD_BE16_4600_B397_61512CA2F5AD,
        0xD435F5DE_01A4_4E7D_84BA_DFD347F60275,
        0xD7515033_7E7B_45BE_803F_C8737B171A29,
        0xDA2E7828_FBCE_4E01_AE9E_261174997C48,
        0xDB7F9F36_92CE_4509_A2EF_AF72BA38FB48,
        0xDF3B16CA_C985_4DA2_A6D2_9B9B9ABDB858,
        0xE125BDA4_6FB8_11EA_BC55_0242AC130003,
        0xE2A00002_EC31_4EC3_A97A_1C34D87E9878,
        0xE2A00003_EC31_4EC3_A97A_1C34D87E9878,
        0xE5866BD6_0288_4476_98CA_EF7DA6B4D289,
        0xE95D0D2D_251D_470A_A062_FA1922DFA9A8,
        0xE95D1B25_251D_470A_A062_FA1922DFA9A8,
        0xE95D23C4_251D_470A_A062_FA1922DFA9A8,
        0xE95D386C_251D_470A_A062_FA1922DFA9A8,
        0xE95D5404_251D_470A_A062_FA1922DFA9A8,
        0xE95D5899_251D_470A_A062_FA1922DFA9A8,
        0xE95D7B77_251D_470A_A062_FA1922DFA9A8,
        0xE95D8D00_251D_470A_A062_FA1922DFA9A8,
        0xE95D9250_251D_470A_A062_FA1922DFA9A8,
        0xE95D93B1_251D_470A_A062_FA1922DFA9A8,
        0xE95D93EE_251D_470A_A062_FA1922DFA9A8,
        0xE95D9715_251D_470A_A062_FA1922DFA9A8,
        0xE95D9775_251D_470A_A062_FA1922DFA9A8,
        0xE95DB84C_251D_470A_A062_FA1922DFA9A8,
        0xE95DB9FE_251D_470A_A062_FA1922DFA9A8,
        0xE95DCA4B_251D_470A_A062_FA1922DFA9A8,
        0xE95DD822_251D_470A_A062_FA1922DFA9A8,
        0xE95DDA90_251D_470A_A062_FA1922DFA9A8,
        0xE95DDA91_251D_470A_A062_FA1922DFA9A8,
        0xE95DFB11_251D_470A_A062_FA1922DFA9A8,
        0xE95DFB24_251D_470A_A062_FA1922DFA9A8,
        0xEF680101_9B35_4933_9B10_52FFA9740042,
        0xEF680102_9B35_4933_9B10_52FFA9740042,
        0xEF680104_9B35_4933_9B10_52FFA9740042,
        0xEF680105_9B35_4933_9B10_52FFA9740042,
        0xEF680106_9B35_4933_9B10_52FFA9740042,
        0xEF680107_9B35_4933_9B10_52FFA9740042,
        0xEF680108_9B35_4933_9B10_52FFA9740042,
        0xEF680201_9B35_4933_9B10_52FFA9740042,
        0xEF680202_9B35_4933_9B10_52FFA9740042,
        0xEF680203_9B35_4933_9B10_52FFA9740042,
        0xEF680204_9B35_4933_9B10_52FFA9740042,
        0xEF680205_9B35_4933_9B10_52FFA9740042,
        0xEF680206_9B35_4933_9B10_52FFA9740042,
        0xEF680301_9B35_4933_9B10_52FFA9740042,
        0xEF680302_9B35_4933_9B10_52FFA9740042,
        0xEF680303_9B35_4933_9B10_52FFA9740042,
        0xEF680401_9B35_4933_9B10_52FFA9740042,
        0xEF680402_9B35_4933_9B10_52FFA9740042,
        0xEF680403_9B35_4933_9B10_52FFA9740042,
        0xEF680404_9B35_4933_9B10_52FFA9740042,
        0xEF680405_9B35_4933_9B10_52FFA9740042,
        0xEF680406_9B35_4933_9B10_52FFA9740042,
        0xEF680407_9B35_4933_9B10_52FFA9740042,
        0xEF680408_9B35_4933_9B10_52FFA9740042,
        0xEF680409_9B35_4933_9B10_52FFA9740042,
        0xEF68040A_9B35_4933_9B10_52FFA9740042,
        0xEF680501_9B35_4933_9B10_52FFA9740042,
        0xEF680502_9B35_4933_9B10_52FFA9740042,
        0xEF680503_9B35_4933_9B10_52FFA9740042,
        0xEF680504_9B35_4933_9B10_52FFA9740042,
        0xF000FFC1_0451_4000_B000_000000000000,
        0xF000FFC2_0451_4000_B000_000000000000,
        0xF000FFC5_0451_4000_B000_000000000000,
        0xF5D2EAB5_41E8_4F7C_AEF7_C9FFF4C544C0,
        0xFA3CF070_D0C7_4668_96C4_86125C8AC5DF,
        0xFE2C1233_8366_4814_8EB0_01DE32100BEA,
        0xFE2C1234_8366_4814_8EB0_01DE32100BEA,
        0xFE2C1235_8366_4814_8EB0_01DE32100BEA,
        0xFE2C1236_8366_4814_8EB0_01DE32100BEA,
        0xFE2C1237_8366_4814_8EB0_01DE32100BEA,
    ]
    private static let characteristics128Names: [StaticString] = [
        "Blinky Button State", // 00001524-1212-EFDE-1523-785FEABCD123
        "Blinky LED State", // 00001525-1212-EFDE-1523-785FEABCD123
        "Legacy DFU Control Point", // 00001531-1212-EFDE-1523-785FEABCD123
        "Legacy DFU Packet", // 00001532-1212-EFDE-1523-785FEABCD123
        "Legacy DFU Version", // 00001534-1212-EFDE-1523-785FEABCD123
        "LEGO® Wireless Protocol v3 Hub Characteristic", // 00001624-1212-EFDE-1623-785FEABCD123
        "LEGO® Wireless Protocol v3 Bootloader Characteristic", // 00001626-1212-EFDE-1623-785FEABCD123
        "Helium Hotspot Public Key", // 0A852C59-50D3-4492-BFD3-22FE58A24F01
        "Wi-Fi Provisioning Service Version", // 14387801-130C-49E7-B877-2881C89CB258
        "Wi-Fi Provisioning Control Point", // 14387802-130C-49E7-B877-2881C89CB258
        "Wi-Fi Provisioning Data Out", // 14387803-130C-49E7-B877-2881C89CB258
        "Helium Hotspot Lights", // 180EFDEF-7579-4B4A-B2DF-72733B7FA2FE
        "Distance Measurement Characteristic", // 21490001-494A-4573-98AF-F126AF76F490
        "Azimuth Measurement Characteristic", // 21490002-494A-4573-98AF-F126AF76F490
        "Elevation Measurement Characteristic", // 21490003-494A-4573-98AF-F126AF76F490
        "DDF Feature", // 21490004-494A-4573-98AF-F126AF76F490
        "Control Point", // 21490005-494A-4573-98AF-F126AF76F490
        "Apple Data Source", // 22EAC6E9-24D6-4BB5-BE44-B36ACE7C7BFB
        "Apple Entity Update", // 2F7CABCE-808D-411F-9A0C-BB92BA96C102
        "Helium Hotspot WiFi Connect", // 398168AA-0111-4EC0-B1FA-171671270608
        "Sensor Hub Temperature", // 506A55C4-B5E7-46FA-8326-8ACAEB1189EB
        "Sensor Hub Pressure", // 51838AFF-2D9A-B32A-B32A-8187E41664BA
        "MDS Supported Features Characteristic", // 54220001-F6A5-4007-A371-722F4EBD8436
        "MDS Device Identifier Characteristic", // 54220002-F6A5-4007-A371-722F4EBD8436
        "MDS Device Data URI Characteristic", // 54220003-F6A5-4007-A371-722F4EBD8436
        "MDS Device Authorization Characteristic", // 54220004-F6A5-4007-A371-722F4EBD8436
        "MDS Device Data Export Characteristic", // 54220005-F6A5-4007-A371-722F4EBD8436
        "Status Characteristic", // 57A70001-9350-11ED-A1EB-0242AC120002
        "Apple Control Point", // 69D1D8F3-45E1-49A8-9821-9BBDFDAAD9D9
        "UART RX Characteristic", // 6E400002-B5A3-F393-E0A9-E50E24DCCA9E
        "UART TX Characteristic", // 6E400003-B5A3-F393-E0A9-E50E24DCCA9E
        "Sensor Hub Humidity", // 753E3050-DF06-4B53-B090-5E1D810C4383
        "Helium Hotspot WiFi SSID", // 7731DE63-BC6A-4100-8AB1-89B2356B038B
        "Apple Reserved Characteristic", // 7DFC6001-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6002-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6003-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6004-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6005-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6101-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6102-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6103-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6104-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6105-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6106-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6107-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6108-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6201-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6202-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC6203-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7004-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7005-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7006-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7007-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7008-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7009-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC700A-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC700B-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC700C-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7103-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7104-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7105-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7106-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7107-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7108-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC7109-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC710B-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC710C-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC710D-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC8003-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC8004-7D1C-4951-86AA-8D9728F8D66C
        "Apple Reserved Characteristic", // 7DFC9001-7D1C-4951-86AA-8D9728F8D66C
        "Sensor Hub Red Color", // 82754BBB-6ED3-4D69-A0E1-F19F6B654EC2
        "Helium Hotspot WiFi Remove", // 8CC6E0B3-98C5-40CC-B1D8-692940E6994B
        "Experimental Buttonless DFU", // 8E400001-F315-4F60-9FB8-838830DAEA50
        "DFU Control Point", // 8EC90001-F315-4F60-9FB8-838830DAEA50
        "DFU Packet", // 8EC90002-F315-4F60-9FB8-838830DAEA50
        "Buttonless DFU Without Bonds", // 8EC90003-F315-4F60-9FB8-838830DAEA50
        "Buttonless DFU With Bonds", // 8EC90004-F315-4F60-9FB8-838830DAEA50
        "Philips Hue Light On/Off Toggle", // 932C32BD-0002-47A2-835A-A8D455B859DD
        "Philips Hue Light Brightness Level", // 932C32BD-0003-47A2-835A-A8D455B859DD
        "Philips Hue Light Color", // 932C32BD-0005-47A2-835A-A8D455B859DD
        "Apple Remote Command", // 9B3C81D8-57B1-4A8A-B8DF-0E56F7CA51C2
        "Helium Hotspot WiFi MAC Address", // 9C4314F2-8A0C-45FD-A58D-D4A7E64C3A57
        "Apple Notification Source", // 9FBF120D-6301-42D9-8C58-25E699A21DBD
        "Eddystone Capabilities", // A3C87501-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone Active Slot", // A3C87502-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone Advertising Interval", // A3C87503-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone Radio Tx Power", // A3C87504-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone (Advanced) Advertised Tx Power", // A3C87505-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone Lock State", // A3C87506-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone Unlock", // A3C87507-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone Public ECDH Key", // A3C87508-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone EID Identity Key", // A3C87509-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone ADV Slot Data", // A3C8750A-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone Advanced Factory Reset", // A3C8750B-8ED3-4BDF-8A39-A01BEBEDE295
        "Eddystone (Advanced) Remain Connectable", // A3C8750C-8ED3-4BDF-8A39-A01BEBEDE295
        "Sensor Hub IAQ", // AD79CBCE-65DF-4BC6-BDD4-8CE2B6B75C59
        "Adafruit Sensor Measurement Period", // ADAF0001-C332-42A8-93BD-25E905756CB8
        "Adafruit Sensor Service Version", // ADAF0002-C332-42A8-93BD-25E905756CB8
        "Adafruit Version", // ADAF0100-4669-6C65-5472-616E73666572
        "Adafruit Temperature", // ADAF0101-C332-42A8-93BD-25E905756CB8
        "Adafruit Raw TX/RX", // ADAF0200-4669-6C65-5472-616E73666572
        "Adafruit Acceleration", // ADAF0201-C332-42A8-93BD-25E905756CB8
        "Adafruit Light Level", // ADAF0301-C332-42A8-93BD-25E905756CB8
        "Adafruit Gyro", // ADAF0401-C332-42A8-93BD-25E905756CB8
        "Adafruit Magnetic", // ADAF0501-C332-42A8-93BD-25E905756CB8
        "Adafruit Pressed", // ADAF0601-C332-42A8-93BD-25E905756CB8
        "Adafruit Humidity", // ADAF0701-C332-42A8-93BD-25E905756CB8
        "Adafruit Pressure", // ADAF0801-C332-42A8-93BD-25E905756CB8
        "Adafruit Pixel Pin", // ADAF0901-C332-42A8-93BD-25E905756CB8
        "Adafruit Pixel Pin Type", // ADAF0902-C332-42A8-93BD-25E905756CB8
        "Adafruit Pixel Data", // ADAF0903-C332-42A8-93BD-25E905756CB8
        "Adafruit Pixel Buffer Size", // ADAF0904-C332-42A8-93BD-25E905756CB8
        "Adafruit Color", // ADAF0A01-C332-42A8-93BD-25E905756CB8
        "Adafruit Sound Samples", // ADAF0B01-C332-42A8-93BD-25E905756CB8
        "Adafruit Number of Channels", // ADAF0B02-C332-42A8-93BD-25E905756CB8
        "Adafruit Tone", // ADAF0C01-C332-42A8-93BD-25E905756CB8
        "Adafruit Quaternions", // ADAF0D01-C332-42A8-93BD-25E905756CB8
        "Adafruit Calibration In", // ADAF0D02-C332-42A8-93BD-25E905756CB8
        "Adafruit Calibration Out", // ADAF0D03-C332-42A8-93BD-25E905756CB8
        "Adafruit Proximity", // ADAF0E01-C332-42A8-93BD-25E905756CB8
        "Helium Hotspot Diagnostics", // B833D34F-D871-422C-BF9E-8E6EC117D57E
        "Apple Entity Attribute", // C6B2F38C-23AB-46D8-A6AB-A3A870BBD5D7
        "Helium Hotspot Onboarding Key", // D083B2BD-BE16-4600-B397-61512CA2F5AD
        "Helium Hotspot Assert Location", // D435F5DE-01A4-4E7D-84BA-DFD347F60275
        "Helium Hotspot WiFi Services", // D7515033-7E7B-45BE-803F-C8737B171A29
        "SMP Characteristic", // DA2E7828-FBCE-4E01-AE9E-261174997C48
        "Sensor Hub Green Color", // DB7F9F36-92CE-4509-A2EF-AF72BA38FB48
        "Helium Hotspot Add Gateway", // DF3B16CA-C985-4DA2-A6D2-9B9B9ABDB858
        "Helium Hotspot WiFi Configured Services", // E125BDA4-6FB8-11EA-BC55-0242AC130003
        "Edge Impulse Remote Management RX Characteristic", // E2A00002-EC31-4EC3-A97A-1C34D87E9878
        "Edge Impulse Remote Management TX Characteristic", // E2A00003-EC31-4EC3-A97A-1C34D87E9878
        "Helium Hotspot Ethernet Online", // E5866BD6-0288-4476-98CA-EF7DA6B4D289
        "micro:bit Scrolling Delay", // E95D0D2D-251D-470A-A062-FA1922DFA9A8
        "micro:bit Temperature Period", // E95D1B25-251D-470A-A062-FA1922DFA9A8
        "micro:bit Client Requirements", // E95D23C4-251D-470A-A062-FA1922DFA9A8
        "micro:bit Magnetometer Period", // E95D386C-251D-470A-A062-FA1922DFA9A8
        "micro:bit Client Event", // E95D5404-251D-470A-A062-FA1922DFA9A8
        "micro:bit Pin AD Configuration", // E95D5899-251D-470A-A062-FA1922DFA9A8
        "micro:bit LED Matrix State", // E95D7B77-251D-470A-A062-FA1922DFA9A8
        "micro:bit Pin Data", // E95D8D00-251D-470A-A062-FA1922DFA9A8
        "micro:bit Temperature", // E95D9250-251D-470A-A062-FA1922DFA9A8
        "micro:bit DFU Control", // E95D93B1-251D-470A-A062-FA1922DFA9A8
        "micro:bit LED Text", // E95D93EE-251D-470A-A062-FA1922DFA9A8
        "micro:bit Magnetometer Bearing", // E95D9715-251D-470A-A062-FA1922DFA9A8
        "micro:bit Event", // E95D9775-251D-470A-A062-FA1922DFA9A8
        "micro:bit Requirements", // E95DB84C-251D-470A-A062-FA1922DFA9A8
        "micro:bit Pin I/O Configuration", // E95DB9FE-251D-470A-A062-FA1922DFA9A8
        "micro:bit Accelerometer Data", // E95DCA4B-251D-470A-A062-FA1922DFA9A8
        "micro:bit PWM Control", // E95DD822-251D-470A-A062-FA1922DFA9A8
        "micro:bit Button A State", // E95DDA90-251D-470A-A062-FA1922DFA9A8
        "micro:bit Button B State", // E95DDA91-251D-470A-A062-FA1922DFA9A8
        "micro:bit Magnetometer Data", // E95DFB11-251D-470A-A062-FA1922DFA9A8
        "micro:bit Accelerometer Period", // E95DFB24-251D-470A-A062-FA1922DFA9A8
        "Thingy Device Name", // EF680101-9B35-4933-9B10-52FFA9740042
        "Thingy Advertising Parameters", // EF680102-9B35-4933-9B10-52FFA9740042
        "Thingy Connection Parameters", // EF680104-9B35-4933-9B10-52FFA9740042
        "Thingy Eddystone URL", // EF680105-9B35-4933-9B10-52FFA9740042
        "Thingy Cloud Token", // EF680106-9B35-4933-9B10-52FFA9740042
        "Thingy FW Version", // EF680107-9B35-4933-9B10-52FFA9740042
        "Thingy MTU Request", // EF680108-9B35-4933-9B10-52FFA9740042
        "Thingy Temperature", // EF680201-9B35-4933-9B10-52FFA9740042
        "Thingy Pressure", // EF680202-9B35-4933-9B10-52FFA9740042
        "Thingy Humidity", // EF680203-9B35-4933-9B10-52FFA9740042
        "Thingy Air Quality", // EF680204-9B35-4933-9B10-52FFA9740042
        "Thingy Color", // EF680205-9B35-4933-9B10-52FFA9740042
        "Thingy Configuration", // EF680206-9B35-4933-9B10-52FFA9740042
        "Thingy LED State", // EF680301-9B35-4933-9B10-52FFA9740042
        "Thingy Button State", // EF680302-9B35-4933-9B10-52FFA9740042
        "Thingy EXT Pin", // EF680303-9B35-4933-9B10-52FFA9740042
        "Thingy Motion Config", // EF680401-9B35-4933-9B10-52FFA9740042
        "Thingy Tap", // EF680402-9B35-4933-9B10-52FFA9740042
        "Thingy Orientation", // EF680403-9B35-4933-9B10-52FFA9740042
        "Thingy Quaternion", // EF680404-9B35-4933-9B10-52FFA9740042
        "Thingy Pedometer", // EF680405-9B35-4933-9B10-52FFA9740042
        "Thingy Raw Data", // EF680406-9B35-4933-9B10-52FFA9740042
        "Thingy Euler", // EF680407-9B35-4933-9B10-52FFA9740042
        "Thingy Rotation Matrix", // EF680408-9B35-4933-9B10-52FFA9740042
        "Thingy Heading", // EF680409-9B35-4933-9B10-52FFA9740042
        "Thingy Gravity Vector", // EF68040A-9B35-4933-9B10-52FFA9740042
        "Thingy Sound Config", // EF680501-9B35-4933-9B10-52FFA9740042
        "Thingy Speaker Data", // EF680502-9B35-4933-9B10-52FFA9740042
        "Thingy Speaker Status", // EF680503-9B35-4933-9B10-52FFA9740042
        "Thingy Microphone", // EF680504-9B35-4933-9B10-52FFA9740042
        "Texas Instruments Image Identify", // F000FFC1-0451-4000-B000-000000000000
        "Texas Instruments Image Block", // F000FFC2-0451-4000-B000-000000000000
        "Texas Instruments OAD Control", // F000FFC5-0451-4000-B000-000000000000
        "Sensor Hub Blue Color", // F5D2EAB5-41E8-4F7C-AEF7-C9FFF4C544C0
        "Sensor Hub Battery", // FA3CF070-D0C7-4668-96C4-86125C8AC5DF
        "Fast Pair Model ID", // FE2C1233-8366-4814-8EB0-01DE32100BEA
        "Fast Pair Key-based Pairing", // FE2C1234-8366-4814-8EB0-01DE32100BEA
        "Fast Pair Passkey", // FE2C1235-8366-4814-8EB0-01DE32100BEA
        "Fast Pair Account Key", // FE2C1236-8366-4814-8EB0-01DE32100BEA
        "Fast Pair Data", // FE2C1237-8366-4814-8EB0-01DE32100BEA
    ]
    private static let characteristics128Identifiers: [StaticString] = [
        "com.nordicsemi.characteristic.blinky.button_state", // 00001524-1212-EFDE-1523-785FEABCD123
        "com.nordicsemi.characteristic.blinky.led_state", // 00001525-1212-EFDE-1523-785FEABCD123
        "com.nordicsemi.characteristic.dfu.legacy.control_point", // 00001531-1212-EFDE-1523-785FEABCD123
        "com.nordicsemi.characteristic.dfu.legacy.packet", // 00001532-1212-EFDE-1523-785FEABCD123
        "com.nordicsemi.characteristic.dfu.legacy.version", // 00001534-1212-EFDE-1523-785FEABCD123
        "com.lego.characteristic.lwp3.hub", // 00001624-1212-EFDE-1623-785FEABCD123
        "com.lego.characteristic.lwp3.bootloader", // 00001626-1212-EFDE-1623-785FEABCD123
        "com.helium.characteristic.public_key", // 0A852C59-50D3-4492-BFD3-22FE58A24F01
        "com.nordicsemi.characteristic.wifi.provisioning.service_version", // 14387801-130C-49E7-B877-2881C89CB258
        "com.nordicsemi.characteristic.wifi.provisioning.control_point", // 14387802-130C-49E7-B877-2881C89CB258
        "com.nordicsemi.characteristic.wifi.provisioning.data_out", // 14387803-130C-49E7-B877-2881C89CB258
        "com.helium.characteristic.lights", // 180EFDEF-7579-4B4A-B2DF-72733B7FA2FE
        "com.nordicsemi.characteristic.dm", // 21490001-494A-4573-98AF-F126AF76F490
        "com.nordicsemi.characteristic.am", // 21490002-494A-4573-98AF-F126AF76F490
        "com.nordicsemi.characteristic.em", // 21490003-494A-4573-98AF-F126AF76F490
        "com.nordicsemi.characteristic.ddf", // 21490004-494A-4573-98AF-F126AF76F490
        "com.nordicsemi.characteristic.control_point", // 21490005-494A-4573-98AF-F126AF76F490
        "com.apple.characteristic.data_source", // 22EAC6E9-24D6-4BB5-BE44-B36ACE7C7BFB
        "com.apple.characteristic.media.entity_update", // 2F7CABCE-808D-411F-9A0C-BB92BA96C102
        "com.helium.characteristic.wifi_connect", // 398168AA-0111-4EC0-B1FA-171671270608
        "com.nordicsemi.characteristic.thingy.sensorhub.temperature", // 506A55C4-B5E7-46FA-8326-8ACAEB1189EB
        "com.nordicsemi.characteristic.thingy.sensorhub.pressure", // 51838AFF-2D9A-B32A-B32A-8187E41664BA
        "com.memfault.characteristic.mds.supported_features", // 54220001-F6A5-4007-A371-722F4EBD8436
        "com.memfault.characteristic.mds.device_identifier", // 54220002-F6A5-4007-A371-722F4EBD8436
        "com.memfault.characteristic.mds.data_uri", // 54220003-F6A5-4007-A371-722F4EBD8436
        "com.memfault.characteristic.mds.authorization", // 54220004-F6A5-4007-A371-722F4EBD8436
        "com.memfault.characteristic.mds.data_export", // 54220005-F6A5-4007-A371-722F4EBD8436
        "com.nordicsemi.characteristic.status", // 57A70001-9350-11ED-A1EB-0242AC120002
        "com.apple.characteristic.control_point", // 69D1D8F3-45E1-49A8-9821-9BBDFDAAD9D9
        "com.nordicsemi.characteristic.uart_rx", // 6E400002-B5A3-F393-E0A9-E50E24DCCA9E
        "com.nordicsemi.characteristic.uart_tx", // 6E400003-B5A3-F393-E0A9-E50E24DCCA9E
        "com.nordicsemi.characteristic.thingy.sensorhub.humidity", // 753E3050-DF06-4B53-B090-5E1D810C4383
        "com.helium.characteristic.wifi_ssid", // 7731DE63-BC6A-4100-8AB1-89B2356B038B
        "com.apple.characteristic.7DFC6001", // 7DFC6001-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6002", // 7DFC6002-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6003", // 7DFC6003-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6004", // 7DFC6004-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6005", // 7DFC6005-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6101", // 7DFC6101-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6102", // 7DFC6102-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6103", // 7DFC6103-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6104", // 7DFC6104-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6105", // 7DFC6105-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6106", // 7DFC6106-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6107", // 7DFC6107-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6108", // 7DFC6108-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6201", // 7DFC6201-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6202", // 7DFC6202-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC6203", // 7DFC6203-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7004", // 7DFC7004-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7005", // 7DFC7005-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7006", // 7DFC7006-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7007", // 7DFC7007-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7008", // 7DFC7008-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7009", // 7DFC7009-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC700A", // 7DFC700A-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC700B", // 7DFC700B-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC700C", // 7DFC700C-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7103", // 7DFC7103-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7104", // 7DFC7104-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7105", // 7DFC7105-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7106", // 7DFC7106-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7107", // 7DFC7107-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7108", // 7DFC7108-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7109", // 7DFC7109-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC710B", // 7DFC710B-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC710C", // 7DFC710C-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC710D", // 7DFC710D-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC7003", // 7DFC8003-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC8004", // 7DFC8004-7D1C-4951-86AA-8D9728F8D66C
        "com.apple.characteristic.7DFC9001", // 7DFC9001-7D1C-4951-86AA-8D9728F8D66C
        "com.nordicsemi.characteristic.thingy.sensorhub.red", // 82754BBB-6ED3-4D69-A0E1-F19F6B654EC2
        "com.helium.characteristic.wifi_remove", // 8CC6E0B3-98C5-40CC-B1D8-692940E6994B
        "com.nordicsemi.characteristic.dfu.buttonless_experimental", // 8E400001-F315-4F60-9FB8-838830DAEA50
        "com.nordicsemi.characteristic.dfu.secure.control_point", // 8EC90001-F315-4F60-9FB8-838830DAEA50
        "com.nordicsemi.characteristic.dfu.secure.packet", // 8EC90002-F315-4F60-9FB8-838830DAEA50
        "com.nordicsemi.characteristic.dfu.buttonless_experimental_without_bonds", // 8EC90003-F315-4F60-9FB8-838830DAEA50
        "com.nordicsemi.characteristic.dfu.buttonless_experimental_with_bonds", // 8EC90004-F315-4F60-9FB8-838830DAEA50
        "com.philips-hue.characteristic.toggle", // 932C32BD-0002-47A2-835A-A8D455B859DD
        "com.philips-hue.characteristic.brightness", // 932C32BD-0003-47A2-835A-A8D455B859DD
        "com.philips-hue.characteristic.color", // 932C32BD-0005-47A2-835A-A8D455B859DD
        "com.apple.characteristic.media.remote_command", // 9B3C81D8-57B1-4A8A-B8DF-0E56F7CA51C2
        "com.helium.characteristic.wifi_mac_address", // 9C4314F2-8A0C-45FD-A58D-D4A7E64C3A57
        "com.apple.characteristic.notification_source", // 9FBF120D-6301-42D9-8C58-25E699A21DBD
        "com.google.characteristic.eddystone.capabilities", // A3C87501-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.active_slot", // A3C87502-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.advertising_interval", // A3C87503-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.radio_tx_power", // A3C87504-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.advertised_tx_power", // A3C87505-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.lock_state", // A3C87506-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.unlock", // A3C87507-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.key.public_ecdh", // A3C87508-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.key.eid_identity", // A3C87509-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.adv_slot_data", // A3C8750A-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.advanced_factory_reset", // A3C8750B-8ED3-4BDF-8A39-A01BEBEDE295
        "com.google.characteristic.eddystone.remain_connectable", // A3C8750C-8ED3-4BDF-8A39-A01BEBEDE295
        "com.nordicsemi.characteristic.thingy.sensorhub.iaq", // AD79CBCE-65DF-4BC6-BDD4-8CE2B6B75C59
        "com.adafruit.characteristic.measurement_period", // ADAF0001-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.service_version", // ADAF0002-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.file_transfer_version", // ADAF0100-4669-6C65-5472-616E73666572
        "com.adafruit.characteristic.temperature", // ADAF0101-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.file_transfer_raw", // ADAF0200-4669-6C65-5472-616E73666572
        "com.adafruit.characteristic.acceleration", // ADAF0201-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.light_level", // ADAF0301-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.gyro", // ADAF0401-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.magnetic", // ADAF0501-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.pressed", // ADAF0601-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.humidity", // ADAF0701-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.pressure", // ADAF0801-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.pixel_pin", // ADAF0901-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.pixel_pin_type", // ADAF0902-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.pixel_data", // ADAF0903-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.pixel_buffer_size", // ADAF0904-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.color", // ADAF0A01-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.sound_samples", // ADAF0B01-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.number_of_channels", // ADAF0B02-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.tone", // ADAF0C01-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.quaternions", // ADAF0D01-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.quaternion_calibration_in", // ADAF0D02-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.quaternion_calibration_out", // ADAF0D03-C332-42A8-93BD-25E905756CB8
        "com.adafruit.characteristic.proximity", // ADAF0E01-C332-42A8-93BD-25E905756CB8
        "com.helium.characteristic.diagnostics", // B833D34F-D871-422C-BF9E-8E6EC117D57E
        "com.apple.characteristic.media.entity_attribute", // C6B2F38C-23AB-46D8-A6AB-A3A870BBD5D7
        "com.helium.characteristic.onboarding_key", // D083B2BD-BE16-4600-B397-61512CA2F5AD
        "com.helium.characteristic.assert_location", // D435F5DE-01A4-4E7D-84BA-DFD347F60275
        "com.helium.characteristic.wifi_services", // D7515033-7E7B-45BE-803F-C8737B171A29
        "io.runtime.mcumgr.ble.smp", // DA2E7828-FBCE-4E01-AE9E-261174997C48
        "com.nordicsemi.characteristic.thingy.sensorhub.green", // DB7F9F36-92CE-4509-A2EF-AF72BA38FB48
        "com.helium.characteristic.add_gateway", // DF3B16CA-C985-4DA2-A6D2-9B9B9ABDB858
        "com.helium.characteristic.wifi_configured_services", // E125BDA4-6FB8-11EA-BC55-0242AC130003
        "com.nordicsemi.characteristic.edge_impulse.uart_rx", // E2A00002-EC31-4EC3-A97A-1C34D87E9878
        "com.nordicsemi.characteristic.edge_impulse.uart_tx", // E2A00003-EC31-4EC3-A97A-1C34D87E9878
        "com.helium.characteristic.ethernet_online", // E5866BD6-0288-4476-98CA-EF7DA6B4D289
        "org.microbit.characteristic.scrolling_delay", // E95D0D2D-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.temperature_period", // E95D1B25-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.client.requirements", // E95D23C4-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.magnetometer_period", // E95D386C-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.client.event", // E95D5404-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.pin.ad_configuration", // E95D5899-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.led.matrix_state", // E95D7B77-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.pin.data", // E95D8D00-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.temperature", // E95D9250-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.dfu.control", // E95D93B1-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.led.text", // E95D93EE-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.magnetometer_bearing", // E95D9715-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.event", // E95D9775-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.requirements", // E95DB84C-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.pin.io_configuration", // E95DB9FE-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.accelerometer_data", // E95DCA4B-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.pwm_control", // E95DD822-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.button.a_state", // E95DDA90-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.button.b_state", // E95DDA91-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.magnetometer_data", // E95DFB11-251D-470A-A062-FA1922DFA9A8
        "org.microbit.characteristic.accelerometer_period", // E95DFB24-251D-470A-A062-FA1922DFA9A8
        "com.nordicsemi.characteristic.thingy.device_name", // EF680101-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.advertising_param", // EF680102-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.connection_param", // EF680104-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.eddystone_url", // EF680105-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.cloud_token", // EF680106-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.fw_version", // EF680107-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.mtu_request", // EF680108-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.temperature", // EF680201-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.pressure", // EF680202-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.humidity", // EF680203-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.gas", // EF680204-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.color", // EF680205-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.configuration", // EF680206-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.led", // EF680301-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.button", // EF680302-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.ext_pin", // EF680303-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.motion_config", // EF680401-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.tap", // EF680402-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.orientation", // EF680403-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.quaternion", // EF680404-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.pedometer", // EF680405-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.raw_data", // EF680406-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.euler", // EF680407-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.rotation_matrix", // EF680408-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.heading", // EF680409-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.gravity_vector", // EF68040A-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.sound_config", // EF680501-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.speaker_data", // EF680502-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.speaker_status", // EF680503-9B35-4933-9B10-52FFA9740042
        "com.nordicsemi.characteristic.thingy.microphone", // EF680504-9B35-4933-9B10-52FFA9740042
        "com.ti.characteristic.image_identity", // F000FFC1-0451-4000-B000-000000000000
        "com.ti.characteristic.image_block", // F000FFC2-0451-4000-B000-000000000000
        "com.ti.characteristic.oad_control", // F000FFC5-0451-4000-B000-000000000000
        "com.nordicsemi.characteristic.thingy.sensorhub.blue", // F5D2EAB5-41E8-4F7C-AEF7-C9FFF4C544C0
        "com.nordicsemi.characteristic.thingy.sensorhub.battery", // FA3CF070-D0C7-4668-96C4-86125C8AC5DF
        "com.google.service.fast_pair.model_id", // FE2C1233-8366-4814-8EB0-01DE32100BEA
        "com.google.service.fast_pair.key_based_pairing", // FE2C1234-8366-4814-8EB0-01DE32100BEA
        "com.google.service.fast_pair.passkey", // FE2C1235-8366-4814-8EB0-01DE32100BEA
        "com.google.service.fast_pair.account_key", // FE2C1236-8366-4814-8EB0-01DE32100BEA
        "com.google.service.fast_pair.data", // FE2C1237-8366-4814-8EB0-01DE32100BEA
    ]
    private static let characteristics128Sources: [UInt8] = [
        10, 10, 10, 10, 10, 7, 7, 6, 10, 10, 10, 6, 10, 10, 10, 10,
        10, 3, 3, 6, 10, 10, 8, 8, 8, 8, 8, 10, 3, 10, 10, 10,
        6, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
        3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
        3, 3, 3, 3, 3, 3, 3, 10, 6, 10, 10, 10, 10, 10, 11, 11,
        11, 3, 6, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
        10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 3, 6, 6, 6, 2, 10,
        6, 6, 10, 10, 6, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9,
        9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
        10, 10, 10, 10, 10, 10, 10, 10, 12, 12, 12, 10, 10, 5, 5, 5,
        5, 5,
    ]

    // MARK: GATT descriptors, 16-bit: 18

    static let descriptors16 = AttributeTable<UInt16>(
        keys: descriptors16Keys, names: descriptors16Names, identifiers: descriptors16Identifiers, sources: descriptors16Sources)

    private static let descriptors16Keys: [UInt16] = [
        0x2900, 0x2901, 0x2902, 0x2903, 0x2904, 0x2905, 0x2906, 0x2907,
        0x2908, 0x2909, 0x290A, 0x290B, 0x290C, 0x290D, 0x290E, 0x290F,
        0x2910, 0x2911,
    ]
    private static let descriptors16Names: [StaticString] = [
        "Characteristic Extended Properties", // 2900
        "Characteristic User Descriptor", // 2901
        "Client Characteristic Configuration", // 2902
        "Server Characteristic Configuration", // 2903
        "Characteristic Presentation Format", // 2904
        "Characteristic Aggregate Format", // 2905
        "Valid Range", // 2906
        "External Report Reference", // 2907
        "Report Reference", // 2908
        "Number of Digitals", // 2909
        "Value Trigger Setting", // 290A
        "Environmental Sensing Configuration", // 290B
        "Environmental Sensing Measurement", // 290C
        "Environmental Sensing Trigger Setting", // 290D
        "Time Trigger Setting", // 290E
        "Complete BR-EDR Transport Block Data", // 290F
        "Observation Schedule", // 2910
        "Valid Range and Accuracy", // 2911
    ]
    private static let descriptors16Identifiers: [StaticString] = [
        "org.bluetooth.descriptor.gatt.characteristic_extended_properties", // 2900
        "org.bluetooth.descriptor.gatt.characteristic_user_description", // 2901
        "org.bluetooth.descriptor.gatt.client_characteristic_configuration", // 2902
        "org.bluetooth.descriptor.gatt.server_characteristic_configuration", // 2903
        "org.bluetooth.descriptor.gatt.characteristic_presentation_format", // 2904
        "org.bluetooth.descriptor.gatt.characteristic_aggregate_format", // 2905
        "org.bluetooth.descriptor.valid_range", // 2906
        "org.bluetooth.descriptor.external_report_reference", // 2907
        "org.bluetooth.descriptor.report_reference", // 2908
        "org.bluetooth.descriptor.number_of_digitals", // 2909
        "org.bluetooth.descriptor.value_trigger_setting", // 290A
        "org.bluetooth.descriptor.environmental_sensing_configuration", // 290B
        "org.bluetooth.descriptor.environmental_sensing_measurement", // 290C
        "org.bluetooth.descriptor.environmental_sensing_trigger_setting", // 290D
        "org.bluetooth.descriptor.time_trigger_setting", // 290E
        "org.bluetooth.descriptor.complete_bredr_transport_block_data", // 290F
        "org.bluetooth.descriptor.observation_schedule", // 2910
        "org.bluetooth.descriptor.valid_range_accuracy", // 2911
    ]
    private static let descriptors16Sources: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0,
    ]

    // MARK: GATT descriptors, 128-bit (vendor): 0

    static let descriptors128 = AttributeTable<UInt128>(
        keys: descriptors128Keys, names: descriptors128Names, identifiers: descriptors128Identifiers, sources: descriptors128Sources)

    private static let descriptors128Keys: [UInt128] = [
    ]
    private static let descriptors128Names: [StaticString] = [
    ]
    private static let descriptors128Identifiers: [StaticString] = [
    ]
    private static let descriptors128Sources: [UInt8] = [
    ]

    // MARK: Company identifiers: 3918

    static let companies = NameTable<UInt16>(keys: companyKeys, names: companyNames)

    private static let companyKeys: [UInt16] = [
        0x0000, 0x0001, 0x0002, 0x0003, 0x0004, 0x0005, 0x0006, 0x0007,
        0x0008, 0x0009, 0x000A, 0x000B, 0x000C, 0x000D, 0x000E, 0x000F,
        0x0010, 0x0011, 0x0012, 0x0013, 0x0014, 0x0015, 0x0016, 0x0017,
        0x0018, 0x0019, 0x001A, 0x001B, 0x001C, 0x001D, 0x001E, 0x001F,
        0x0020, 0x0021, 0x0022, 0x0023, 0x0024, 0x0025, 0x0026, 0x0027,
        0x0028, 0x0029, 0x002A, 0x002B, 0x002C, 0x002D, 0x002E, 0x002F,
        0x0030, 0x0031, 0x0032, 0x0033, 0x0034, 0x0035, 0x0036, 0x0037,
        0x0038, 0x0039, 0x003A, 0x003B, 0x003C, 0x003D, 0x003E, 0x003F,
        0x0040, 0x0041, 0x0042, 0x0043, 0x0044, 0x0045, 0x0046, 0x0047,
        0x0048, 0x0049, 0x004A, 0x004B, 0x004C, 0x004D, 0x004E, 0x004F,
        0x0050, 0x0051, 0x0052, 0x0053, 0x0054, 0x0055, 0x0056, 0x0057,
        0x0058, 0x0059, 0x005A, 0x005B, 0x005C, 0x005D, 0x005E, 0x005F,
        0x0060, 0x0061, 0x0062, 0x0063, 0x0064, 0x0065, 0x0067, 0x0068,
        0x0069, 0x006A, 0x006B, 0x006C, 0x006E, 0x006F, 0x0070, 0x0071,
        0x0072, 0x0073, 0x0074, 0x0075, 0x0076, 0x0077, 0x0078, 0x0079,
        0x007A, 0x007B, 0x007D, 0x007E, 0x007F, 0x0080, 0x0081, 0x0082,
        0x0083, 0x0084, 0x0085, 0x0086, 0x0087, 0x0088, 0x0089, 0x008A,
        0x008B, 0x008C, 0x008D, 0x008E, 0x008F, 0x0090, 0x0091, 0x0092,
        0x0093, 0x0094, 0x0095, 0x0096, 0x0097, 0x0098, 0x0099, 0x009A,
        0x009B, 0x009C, 0x009D, 0x009E, 0x009F, 0x00A0, 0x00A1, 0x00A2,
        0x00A3, 0x00A4, 0x00A5, 0x00A6, 0x00A7, 0x00A8, 0x00A9, 0x00AA,
        0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x00AF, 0x00B0, 0x00B1, 0x00B2,
        0x00B3, 0x00B4, 0x00B5, 0x00B6, 0x00B7, 0x00B8, 0x00B9, 0x00BA,
        0x00BB, 0x00BC, 0x00BD, 0x00BE, 0x00BF, 0x00C0, 0x00C1, 0x00C2,
        0x00C3, 0x00C4, 0x00C5, 0x00C6, 0x00C7, 0x00C8, 0x00C9, 0x00CA,
        0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF, 0x00D0, 0x00D1, 0x00D2,
        0x00D3, 0x00D5, 0x00D6, 0x00D7, 0x00D8, 0x00D9, 0x00DA, 0x00DB,
        0x00DC, 0x00DD, 0x00DE, 0x00DF, 0x00E0, 0x00E1, 0x00E2, 0x00E3,
        0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB, 0x00EC,
        0x00ED, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x00F2, 0x00F3, 0x00F4,
        0x00F5, 0x00F6, 0x00F7, 0x00F8, 0x00FA, 0x00FB, 0x00FC, 0x00FD,
        0x00FE, 0x00FF, 0x0100, 0x0101, 0x0102, 0x0103, 0x0104, 0x0105,
        0x0106, 0x0107, 0x0108, 0x0109, 0x010A, 0x010B, 0x010C, 0x010D,
        0x010E, 0x010F, 0x0110, 0x0111, 0x0112, 0x0113, 0x0115, 0x0116,
        0x0117, 0x0118, 0x011A, 0x011B, 0x011C, 0x011D, 0x011E, 0x011F,
        0x0120, 0x0121, 0x0122, 0x0123, 0x0124, 0x0125, 0x0126, 0x0127,
        0x0128, 0x0129, 0x012A, 0x012B, 0x012C, 0x012D, 0x012E, 0x012F,
        0x0130, 0x0131, 0x0132, 0x0133, 0x0134, 0x0135, 0x0136, 0x0137,
        0x0138, 0x0139, 0x013A, 0x013B, 0x013C, 0x013D, 0x013E, 0x0140,
        0x0141, 0x0142, 0x0143, 0x0144, 0x0145, 0x0146, 0x0147, 0x0148,
        0x0149, 0x014A, 0x014B, 0x014C, 0x014D, 0x014E, 0x014F, 0x0150,
        0x0151, 0x0152, 0x0153, 0x0154, 0x0155, 0x0156, 0x0157, 0x0158,
        0x0159, 0x015A, 0x015B, 0x015C, 0x015D, 0x015E, 0x015F, 0x0160,
        0x0161, 0x0162, 0x0163, 0x0164, 0x0165, 0x0166, 0x0167, 0x0168,
        0x0169, 0x016A, 0x016B, 0x016C, 0x016D, 0x016E, 0x016F, 0x0170,
        0x0171, 0x0172, 0x0173, 0x0174, 0x0175, 0x0176, 0x0177, 0x0178,
        0x0179, 0x017A, 0x017B, 0x017C, 0x017D, 0x017E, 0x017F, 0x0180,
        0x0181, 0x0182, 0x0183, 0x0184, 0x0186, 0x0187, 0x0188, 0x0189,
        0x018A, 0x018B, 0x018C, 0x018D, 0x018E, 0x0190, 0x0191, 0x0192,
        0x0193, 0x0194, 0x0195, 0x0196, 0x0197, 0x0198, 0x0199, 0x019A,
        0x019B, 0x019C, 0x019D, 0x019E, 0x019F, 0x01A0, 0x01A1, 0x01A2,
        0x01A3, 0x01A4, 0x01A5, 0x01A6, 0x01A7, 0x01A8, 0x01A9, 0x01AA,
        0x01AB, 0x01AC, 0x01AD, 0x01AF, 0x01B0, 0x01B1, 0x01B2, 0x01B3,
        0x01B4, 0x01B5, 0x01B6, 0x01B7, 0x01B8, 0x01B9, 0x01BA, 0x01BB,
        0x01BC, 0x01BD, 0x01BE, 0x01BF, 0x01C1, 0x01C2, 0x01C4, 0x01C5,
        0x01C6, 0x01C7, 0x01C8, 0x01C9, 0x01CA, 0x01CB, 0x01CC, 0x01CD,
        0x01CE, 0x01CF, 0x01D0, 0x01D1, 0x01D2, 0x01D3, 0x01D4, 0x01D5,
        0x01D6, 0x01D8, 0x01D9, 0x01DA, 0x01DB, 0x01DC, 0x01DD, 0x01DE,
        0x01DF, 0x01E0, 0x01E1, 0x01E3, 0x01E4, 0x01E5, 0x01E6, 0x01EA,
        0x01EC, 0x01ED, 0x01EE, 0x01EF, 0x01F0, 0x01F1, 0x01F2, 0x01F3,
        0x01F4, 0x01F5, 0x01F6, 0x01F7, 0x01F8, 0x01F9, 0x01FA, 0x01FB,
        0x01FC, 0x01FD, 0x01FE, 0x01FF, 0x0200, 0x0201, 0x0202, 0x0203,
        0x0206, 0x0207, 0x0208, 0x0209, 0x020A, 0x020B, 0x020C, 0x020E,
        0x020F, 0x0210, 0x0211, 0x0212, 0x0213, 0x0214, 0x0215, 0x0216,
        0x0217, 0x0219, 0x021A, 0x021B, 0x021C, 0x021D, 0x021E, 0x021F,
        0x0220, 0x0221, 0x0222, 0x0223, 0x0224, 0x0225, 0x0226, 0x0227,
        0x0228, 0x0229, 0x022A, 0x022B, 0x022C, 0x022D, 0x022E, 0x0230,
        0x0231, 0x0232, 0x0233, 0x0234, 0x0235, 0x0236, 0x0237, 0x0238,
        0x0239, 0x023A, 0x023B, 0x023D, 0x023E, 0x023F, 0x0240, 0x0241,
        0x0243, 0x0244, 0x0245, 0x0246, 0x0247, 0x0248, 0x024A, 0x024B,
        0x024C, 0x024D, 0x024E, 0x024F, 0x0250, 0x0251, 0x0252, 0x0253,
        0x0254, 0x0255, 0x0256, 0x0257, 0x0258, 0x0259, 0x025A, 0x025B,
        0x025C, 0x025D, 0x025E, 0x025F, 0x0261, 0x0262, 0x0263, 0x0264,
        0x0265, 0x0266, 0x0267, 0x0268, 0x0269, 0x026A, 0x026B, 0x026C,
        0x026D, 0x026E, 0x026F, 0x0270, 0x0271, 0x0272, 0x0273, 0x0274,
        0x0275, 0x0276, 0x0277, 0x0278, 0x0279, 0x027A, 0x027B, 0x027C,
        0x027D, 0x027E, 0x027F, 0x0280, 0x0281, 0x0282, 0x0283, 0x0284,
        0x0285, 0x0286, 0x0287, 0x0289, 0x028A, 0x028B, 0x028C, 0x028E,
        0x028F, 0x0290, 0x0291, 0x0293, 0x0294, 0x0295, 0x0296, 0x0297,
        0x0298, 0x0299, 0x029A, 0x029B, 0x029C, 0x029D, 0x029E, 0x029F,
        0x02A0, 0x02A2, 0x02A3, 0x02A4, 0x02A5, 0x02A6, 0x02A7, 0x02A8,
        0x02A9, 0x02AA, 0x02AB, 0x02AC, 0x02AD, 0x02AE, 0x02AF, 0x02B0,
        0x02B1, 0x02B2, 0x02B3, 0x02B4, 0x02B5, 0x02B6, 0x02B7, 0x02B8,
        0x02B9, 0x02BA, 0x02BB, 0x02BC, 0x02BD, 0x02BE, 0x02BF, 0x02C0,
        0x02C1, 0x02C2, 0x02C3, 0x02C4, 0x02C5, 0x02C6, 0x02C7, 0x02C8,
        0x02C9, 0x02CA, 0x02CB, 0x02CD, 0x02CE, 0x02CF, 0x02D0, 0x02D1,
        0x02D2, 0x02D3, 0x02D4, 0x02D5, 0x02D6, 0x02D7, 0x02D8, 0x02D9,
        0x02DA, 0x02DB, 0x02DC, 0x02DD, 0x02DE, 0x02DF, 0x02E0, 0x02E1,
        0x02E2, 0x02E3, 0x02E4, 0x02E5, 0x02E6, 0x02E7, 0x02E8, 0x02E9,
        0x02EA, 0x02EB, 0x02EC, 0x02ED, 0x02EE, 0x02EF, 0x02F0, 0x02F1,
        0x02F2, 0x02F3, 0x02F4, 0x02F5, 0x02F6, 0x02F8, 0x02F9, 0x02FB,
        0x02FC, 0x02FE, 0x02FF, 0x0300, 0x0301, 0x0302, 0x0303, 0x0304,
        0x0305, 0x0306, 0x0307, 0x0308, 0x0309, 0x030A, 0x030B, 0x030C,
        0x030D, 0x030F, 0x0310, 0x0311, 0x0312, 0x0313, 0x0314, 0x0315,
        0x0316, 0x0317, 0x0318, 0x0319, 0x031A, 0x031B, 0x031C, 0x031D,
        0x031E, 0x031F, 0x0320, 0x0323, 0x0324, 0x0325, 0x0326, 0x0327,
        0x0328, 0x0329, 0x032A, 0x032B, 0x032C, 0x032D, 0x032E, 0x032F,
        0x0330, 0x0331, 0x0333, 0x0334, 0x0335, 0x0336, 0x0337, 0x0338,
        0x0339, 0x033A, 0x033B, 0x033C, 0x033D, 0x033E, 0x033F, 0x0340,
        0x0341, 0x0342, 0x0343, 0x0344, 0x0345, 0x0346, 0x0347, 0x0349,
        0x034B, 0x034C, 0x034D, 0x034F, 0x0350, 0x0351, 0x0352, 0x0353,
        0x0354, 0x0355, 0x0356, 0x0357, 0x0358, 0x0359, 0x035A, 0x035B,
        0x035C, 0x035D, 0x035E, 0x035F, 0x0360, 0x0361, 0x0362, 0x0363,
        0x0364, 0x0365, 0x0366, 0x0368, 0x0369, 0x036A, 0x036B, 0x036C,
        0x036D, 0x036E, 0x036F, 0x0370, 0x0372, 0x0373, 0x0374, 0x0375,
        0x0376, 0x0377, 0x0378, 0x0379, 0x037A, 0x037B, 0x037C, 0x037D,
        0x037E, 0x037F, 0x0380, 0x0381, 0x0382, 0x0383, 0x0385, 0x0386,
        0x0387, 0x0388, 0x0389, 0x038A, 0x038B, 0x038C, 0x038D, 0x038E,
        0x038F, 0x0390, 0x0391, 0x0392, 0x0393, 0x0395, 0x0396, 0x0397,
        0x0398, 0x0399, 0x039A, 0x039B, 0x039C, 0x039D, 0x039E, 0x039F,
        0x03A0, 0x03A1, 0x03A2, 0x03A3, 0x03A4, 0x03A5, 0x03A6, 0x03A7,
        0x03A8, 0x03AA, 0x03AB, 0x03AD, 0x03AE, 0x03AF, 0x03B0, 0x03B1,
        0x03B2, 0x03B3, 0x03B4, 0x03B5, 0x03B6, 0x03B7, 0x03B8, 0x03B9,
        0x03BA, 0x03BB, 0x03BC, 0x03BD, 0x03BE, 0x03BF, 0x03C0, 0x03C1,
        0x03C2, 0x03C3, 0x03C4, 0x03C5, 0x03C6, 0x03C7, 0x03C8, 0x03C9,
        0x03CA, 0x03CB, 0x03CC, 0x03CD, 0x03CE, 0x03CF, 0x03D0, 0x03D1,
        0x03D2, 0x03D3, 0x03D4, 0x03D5, 0x03D6, 0x03D7, 0x03D8, 0x03D9,
        0x03DA, 0x03DB, 0x03DC, 0x03DD, 0x03DE, 0x03DF, 0x03E0, 0x03E1,
        0x03E2, 0x03E3, 0x03E4, 0x03E5, 0x03E6, 0x03E7, 0x03E8, 0x03E9,
        0x03EA, 0x03EB, 0x03EC, 0x03ED, 0x03EE, 0x03EF, 0x03F0, 0x03F1,
        0x03F2, 0x03F4, 0x03F5, 0x03F6, 0x03F7, 0x03F8, 0x03F9, 0x03FA,
        0x03FB, 0x03FC, 0x03FD, 0x03FE, 0x03FF, 0x0400, 0x0401, 0x0402,
        0x0403, 0x0404, 0x0405, 0x0407, 0x0408, 0x0409, 0x040A, 0x040B,
        0x040C, 0x040D, 0x040E, 0x040F, 0x0410, 0x0411, 0x0412, 0x0413,
        0x0416, 0x0417, 0x0419, 0x041A, 0x041B, 0x041C, 0x041D, 0x041E,
        0x041F, 0x0420, 0x0421, 0x0422, 0x0423, 0x0424, 0x0425, 0x0426,
        0x0427, 0x0428, 0x0429, 0x042A, 0x042B, 0x042C, 0x042D, 0x042E,
        0x042F, 0x0430, 0x0431, 0x0432, 0x0433, 0x0434, 0x0435, 0x0436,
        0x0437, 0x0438, 0x0439, 0x043A, 0x043B, 0x043D, 0x043E, 0x043F,
        0x0440, 0x0442, 0x0443, 0x0444, 0x0445, 0x0446, 0x0447, 0x0448,
        0x0449, 0x044A, 0x044B, 0x044C, 0x044D, 0x044E, 0x044F, 0x0450,
        0x0451, 0x0452, 0x0453, 0x0454, 0x0455, 0x0456, 0x0457, 0x0458,
        0x045A, 0x045C, 0x045D, 0x045E, 0x045F, 0x0460, 0x0461, 0x0462,
        0x0463, 0x0464, 0x0465, 0x0467, 0x0468, 0x0469, 0x046A, 0x046B,
        0x046C, 0x046D, 0x046E, 0x046F, 0x0470, 0x0471, 0x0472, 0x0473,
        0x0474, 0x0475, 0x0477, 0x0478, 0x0479, 0x047A, 0x047B, 0x047C,
        0x047D, 0x047E, 0x047F, 0x0481, 0x0482, 0x0484, 0x0485, 0x0486,
        0x0487, 0x0488, 0x0489, 0x048A, 0x048C, 0x048D, 0x048E, 0x048F,
        0x0490, 0x0491, 0x0492, 0x0493, 0x0494, 0x0496, 0x0497, 0x0498,
        0x0499, 0x049A, 0x049B, 0x049C, 0x049D, 0x049E, 0x049F, 0x04A2,
        0x04A3, 0x04A4, 0x04A5, 0x04A6, 0x04A7, 0x04A8, 0x04AA, 0x04AB,
        0x04AC, 0x04AD, 0x04AE, 0x04AF, 0x04B1, 0x04B2, 0x04B3, 0x04B4,
        0x04B5, 0x04B6, 0x04B7, 0x04B8, 0x04B9, 0x04BA, 0x04BB, 0x04BC,
        0x04BD, 0x04BE, 0x04BF, 0x04C0, 0x04C1, 0x04C2, 0x04C3, 0x04C4,
        0x04C5, 0x04C6, 0x04C7, 0x04C8, 0x04C9, 0x04CA, 0x04CB, 0x04CD,
        0x04CE, 0x04CF, 0x04D0, 0x04D1, 0x04D2, 0x04D3, 0x04D4, 0x04D5,
        0x04D6, 0x04D7, 0x04D8, 0x04D9, 0x04DA, 0x04DB, 0x04DC, 0x04DD,
        0x04DE, 0x04DF, 0x04E0, 0x04E1, 0x04E3, 0x04E4, 0x04E5, 0x04E6,
        0x04E8, 0x04E9, 0x04EA, 0x04EB, 0x04EC, 0x04EE, 0x04EF, 0x04F0,
        0x04F1, 0x04F2, 0x04F3, 0x04F4, 0x04F5, 0x04F6, 0x04F7, 0x04F8,
        0x04F9, 0x04FA, 0x04FB, 0x04FC, 0x04FD, 0x04FE, 0x04FF, 0x0500,
        0x0501, 0x0502, 0x0503, 0x0504, 0x0505, 0x0506, 0x0507, 0x0508,
        0x0509, 0x050A, 0x050B, 0x050C, 0x050D, 0x050E, 0x050F, 0x0510,
        0x0511, 0x0512, 0x0513, 0x0514, 0x0515, 0x0516, 0x0517, 0x0518,
        0x0519, 0x051A, 0x051C, 0x051D, 0x051E, 0x051F, 0x0520, 0x0521,
        0x0522, 0x0523, 0x0524, 0x0525, 0x0526, 0x0527, 0x0528, 0x0529,
        0x052A, 0x052B, 0x052C, 0x052D, 0x052E, 0x052F, 0x0530, 0x0531,
        0x0532, 0x0533, 0x0534, 0x0535, 0x0536, 0x0537, 0x0538, 0x0539,
        0x053A, 0x053B, 0x053C, 0x053D, 0x053E, 0x053F, 0x0540, 0x0541,
        0x0542, 0x0543, 0x0544, 0x0546, 0x0547, 0x0548, 0x0549, 0x054A,
        0x054B, 0x054C, 0x054D, 0x054E, 0x054F, 0x0551, 0x0552, 0x0553,
        0x0554, 0x0555, 0x0556, 0x0557, 0x0558, 0x0559, 0x055A, 0x055B,
        0x055C, 0x055D, 0x055E, 0x055F, 0x0560, 0x0561, 0x0562, 0x0563,
        0x0564, 0x0566, 0x0567, 0x0568, 0x056A, 0x056B, 0x056C, 0x056D,
        0x056E, 0x056F, 0x0570, 0x0571, 0x0572, 0x0573, 0x0574, 0x0575,
        0x0576, 0x0577, 0x0578, 0x057A, 0x057B, 0x057C, 0x057D, 0x057E,
        0x057F, 0x0581, 0x0582, 0x0583, 0x0584, 0x0585, 0x0586, 0x0587,
        0x0588, 0x0589, 0x058A, 0x058B, 0x058C, 0x058D, 0x058E, 0x058F,
        0x0590, 0x0591, 0x0592, 0x0593, 0x0594, 0x0595, 0x0596, 0x0597,
        0x0598, 0x0599, 0x059A, 0x059B, 0x059C, 0x059D, 0x059E, 0x059F,
        0x05A0, 0x05A1, 0x05A2, 0x05A3, 0x05A4, 0x05A5, 0x05A6, 0x05A7,
        0x05A8, 0x05A9, 0x05AA, 0x05AB, 0x05AC, 0x05AD, 0x05AE, 0x05AF,
        0x05B0, 0x05B1, 0x05B2, 0x05B3, 0x05B4, 0x05B5, 0x05B6, 0x05B7,
        0x05B8, 0x05B9, 0x05BA, 0x05BB, 0x05BC, 0x05BD, 0x05BF, 0x05C0,
        0x05C1, 0x05C2, 0x05C3, 0x05C4, 0x05C5, 0x05C7, 0x05C8, 0x05C9,
        0x05CA, 0x05CB, 0x05CC, 0x05CD, 0x05CE, 0x05CF, 0x05D0, 0x05D1,
        0x05D2, 0x05D3, 0x05D4, 0x05D5, 0x05D6, 0x05D7, 0x05D8, 0x05D9,
        0x05DA, 0x05DB, 0x05DC, 0x05DD, 0x05DE, 0x05DF, 0x05E0, 0x05E1,
        0x05E2, 0x05E3, 0x05E4, 0x05E5, 0x05E6, 0x05E7, 0x05E8, 0x05E9,
        0x05EA, 0x05EB, 0x05EC, 0x05ED, 0x05EF, 0x05F0, 0x05F1, 0x05F2,
        0x05F3, 0x05F4, 0x05F5, 0x05F6, 0x05F7, 0x05F8, 0x05F9, 0x05FA,
        0x05FB, 0x05FC, 0x05FD, 0x05FE, 0x05FF, 0x0600, 0x0601, 0x0602,
        0x0603, 0x0605, 0x0606, 0x0607, 0x0608, 0x0609, 0x060A, 0x060B,
        0x060C, 0x060D, 0x060E, 0x060F, 0x0610, 0x0611, 0x0612, 0x0613,
        0x0614, 0x0615, 0x0616, 0x0617, 0x0618, 0x0619, 0x061A, 0x061B,
        0x061C, 0x061D, 0x061E, 0x061F, 0x0620, 0x0621, 0x0622, 0x0624,
        0x0625, 0x0626, 0x0627, 0x0628, 0x0629, 0x062B, 0x062C, 0x062D,
        0x062E, 0x062F, 0x0630, 0x0631, 0x0632, 0x0633, 0x0634, 0x0635,
        0x0636, 0x0637, 0x0638, 0x0639, 0x063A, 0x063B, 0x063C, 0x063D,
        0x063E, 0x063F, 0x0640, 0x0641, 0x0642, 0x0643, 0x0644, 0x0645,
        0x0646, 0x0647, 0x0648, 0x0649, 0x064A, 0x064B, 0x064C, 0x064D,
        0x064E, 0x064F, 0x0650, 0x0651, 0x0652, 0x0653, 0x0654, 0x0655,
        0x0656, 0x0657, 0x0658, 0x0659, 0x065A, 0x065B, 0x065C, 0x065D,
        0x065E, 0x065F, 0x0660, 0x0661, 0x0662, 0x0663, 0x0664, 0x0665,
        0x0666, 0x0667, 0x0668, 0x0669, 0x066A, 0x066B, 0x066C, 0x066D,
        0x066E, 0x066F, 0x0670, 0x0671, 0x0672, 0x0673, 0x0674, 0x0676,
        0x0677, 0x0678, 0x0679, 0x067A, 0x067B, 0x067C, 0x067D, 0x067F,
        0x0680, 0x0681, 0x0682, 0x0683, 0x0684, 0x0685, 0x0686, 0x0687,
        0x0688, 0x0689, 0x068A, 0x068B, 0x068E, 0x068F, 0x0690, 0x0691,
        0x0692, 0x0693, 0x0694, 0x0695, 0x0696, 0x0697, 0x0698, 0x0699,
        0x069A, 0x069B, 0x069C, 0x069E, 0x069F, 0x06A0, 0x06A1, 0x06A2,
        0x06A3, 0x06A4, 0x06A5, 0x06A6, 0x06A7, 0x06A8, 0x06A9, 0x06AA,
        0x06AB, 0x06AC, 0x06AD, 0x06AE, 0x06AF, 0x06B0, 0x06B1, 0x06B2,
        0x06B4, 0x06B5, 0x06B6, 0x06B7, 0x06B8, 0x06B9, 0x06BA, 0x06BB,
        0x06BC, 0x06BD, 0x06BE, 0x06C0, 0x06C1, 0x06C2, 0x06C3, 0x06C4,
        0x06C5, 0x06C6, 0x06C7, 0x06C8, 0x06C9, 0x06CA, 0x06CB, 0x06CC,
        0x06CD, 0x06CE, 0x06D0, 0x06D1, 0x06D2, 0x06D4, 0x06D5, 0x06D6,
        0x06D7, 0x06D8, 0x06D9, 0x06DA, 0x06DB, 0x06DC, 0x06DD, 0x06DE,
        0x06DF, 0x06E0, 0x06E1, 0x06E2, 0x06E3, 0x06E4, 0x06E5, 0x06E6,
        0x06E7, 0x06E8, 0x06E9, 0x06EA, 0x06EB, 0x06EC, 0x06ED, 0x06EF,
        0x06F0, 0x06F1, 0x06F2, 0x06F3, 0x06F4, 0x06F5, 0x06F6, 0x06F7,
        0x06F8, 0x06F9, 0x06FA, 0x06FB, 0x06FC, 0x06FD, 0x06FE, 0x06FF,
        0x0700, 0x0701, 0x0702, 0x0703, 0x0704, 0x0705, 0x0706, 0x0707,
        0x0708, 0x0709, 0x070A, 0x070B, 0x070C, 0x070D, 0x070E, 0x070F,
        0x0710, 0x0711, 0x0712, 0x0713, 0x0714, 0x0715, 0x0716, 0x0718,
        0x0719, 0x071A, 0x071B, 0x071C, 0x071D, 0x071E, 0x071F, 0x0720,
        0x0721, 0x0722, 0x0723, 0x0724, 0x0725, 0x0726, 0x0728, 0x0729,
        0x072A, 0x072B, 0x072C, 0x072D, 0x072E, 0x072F, 0x0730, 0x0731,
        0x0732, 0x0733, 0x0734, 0x0735, 0x0736, 0x0737, 0x0738, 0x0739,
        0x073A, 0x073B, 0x073D, 0x073E, 0x073F, 0x0741, 0x0742, 0x0743,
        0x0744, 0x0745, 0x0746, 0x0747, 0x0748, 0x0749, 0x074A, 0x074B,
        0x074D, 0x074E, 0x074F, 0x0750, 0x0751, 0x0752, 0x0753, 0x0754,
        0x0755, 0x0756, 0x0757, 0x0758, 0x0759, 0x075A, 0x075B, 0x075C,
        0x075D, 0x075E, 0x075F, 0x0760, 0x0761, 0x0762, 0x0763, 0x0764,
        0x0765, 0x0766, 0x0767, 0x0768, 0x0769, 0x076A, 0x076B, 0x076C,
        0x076D, 0x076E, 0x076F, 0x0770, 0x0771, 0x0772, 0x0773, 0x0774,
        0x0775, 0x0776, 0x0777, 0x0778, 0x0779, 0x077A, 0x077C, 0x077D,
        0x077E, 0x077F, 0x0780, 0x0781, 0x0782, 0x0783, 0x0784, 0x0785,
        0x0786, 0x0788, 0x0789, 0x078A, 0x078B, 0x078C, 0x078D, 0x078E,
        0x078F, 0x0790, 0x0791, 0x0792, 0x0793, 0x0794, 0x0795, 0x0796,
        0x0797, 0x0798, 0x0799, 0x079A, 0x079B, 0x079C, 0x079D, 0x079E,
        0x079F, 0x07A0, 0x07A1, 0x07A2, 0x07A4, 0x07A5, 0x07A6, 0x07A7,
        0x07A8, 0x07A9, 0x07AA, 0x07AB, 0x07AC, 0x07AD, 0x07AE, 0x07AF,
        0x07B0, 0x07B1, 0x07B2, 0x07B3, 0x07B4, 0x07B5, 0x07B6, 0x07B7,
        0x07B8, 0x07B9, 0x07BA, 0x07BB, 0x07BC, 0x07BD, 0x07BE, 0x07BF,
        0x07C0, 0x07C2, 0x07C3, 0x07C4, 0x07C5, 0x07C6, 0x07C7, 0x07C8,
        0x07C9, 0x07CA, 0x07CB, 0x07CC, 0x07CD, 0x07CE, 0x07CF, 0x07D0,
        0x07D1, 0x07D2, 0x07D3, 0x07D4, 0x07D5, 0x07D6, 0x07D7, 0x07D8,
        0x07D9, 0x07DA, 0x07DB, 0x07DC, 0x07DD, 0x07DE, 0x07DF, 0x07E0,
        0x07E1, 0x07E2, 0x07E3, 0x07E4, 0x07E5, 0x07E6, 0x07E7, 0x07E8,
        0x07E9, 0x07EA, 0x07EB, 0x07EC, 0x07ED, 0x07EE, 0x07EF, 0x07F0,
        0x07F1, 0x07F2, 0x07F3, 0x07F4, 0x07F5, 0x07F6, 0x07F7, 0x07F8,
        0x07F9, 0x07FA, 0x07FB, 0x07FC, 0x07FD, 0x07FE, 0x07FF, 0x0800,
        0x0801, 0x0802, 0x0803, 0x0804, 0x0805, 0x0806, 0x0807, 0x0808,
        0x0809, 0x080A, 0x080B, 0x080C, 0x080D, 0x080E, 0x080F, 0x0810,
        0x0811, 0x0812, 0x0813, 0x0814, 0x0815, 0x0816, 0x0817, 0x0818,
        0x0819, 0x081A, 0x081B, 0x081C, 0x081D, 0x081E, 0x081F, 0x0820,
        0x0821, 0x0822, 0x0823, 0x0824, 0x0825, 0x0826, 0x0827, 0x0828,
        0x0829, 0x082A, 0x082B, 0x082C, 0x082D, 0x082E, 0x082F, 0x0831,
        0x0832, 0x0833, 0x0834, 0x0835, 0x0836, 0x0837, 0x0838, 0x0839,
        0x083A, 0x083B, 0x083C, 0x083D, 0x083E, 0x083F, 0x0840, 0x0841,
        0x0842, 0x0843, 0x0844, 0x0845, 0x0846, 0x0847, 0x0848, 0x0849,
        0x084A, 0x084B, 0x084C, 0x084D, 0x084E, 0x084F, 0x0850, 0x0851,
        0x0852, 0x0853, 0x0854, 0x0855, 0x0856, 0x0857, 0x0858, 0x0859,
        0x085A, 0x085B, 0x085C, 0x085D, 0x085E, 0x0860, 0x0861, 0x0862,
        0x0863, 0x0864, 0x0865, 0x0866, 0x0867, 0x0868, 0x0869, 0x086A,
        0x086B, 0x086C, 0x086D, 0x086E, 0x086F, 0x0870, 0x0871, 0x0872,
        0x0873, 0x0874, 0x0875, 0x0876, 0x0877, 0x0878, 0x0879, 0x087A,
        0x087B, 0x087C, 0x087D, 0x087E, 0x087F, 0x0880, 0x0881, 0x0882,
        0x0883, 0x0884, 0x0886, 0x0887, 0x0888, 0x0889, 0x088A, 0x088B,
        0x088C, 0x088D, 0x088F, 0x0890, 0x0891, 0x0892, 0x0893, 0x0894,
        0x0895, 0x0896, 0x0897, 0x0898, 0x0899, 0x089A, 0x089B, 0x089C,
        0x089D, 0x089E, 0x089F, 0x08A0, 0x08A1, 0x08A2, 0x08A3, 0x08A4,
        0x08A6, 0x08A7, 0x08A8, 0x08A9, 0x08AA, 0x08AB, 0x08AC, 0x08AD,
        0x08AE, 0x08AF, 0x08B0, 0x08B1, 0x08B2, 0x08B3, 0x08B4, 0x08B5,
        0x08B6, 0x08B7, 0x08B8, 0x08B9, 0x08BA, 0x08BB, 0x08BC, 0x08BD,
        0x08BE, 0x08BF, 0x08C0, 0x08C1, 0x08C2, 0x08C3, 0x08C5, 0x08C6,
        0x08C7, 0x08C8, 0x08C9, 0x08CA, 0x08CB, 0x08CC, 0x08CD, 0x08CE,
        0x08CF, 0x08D0, 0x08D1, 0x08D2, 0x08D3, 0x08D4, 0x08D5, 0x08D7,
        0x08D8, 0x08D9, 0x08DA, 0x08DB, 0x08DC, 0x08DD, 0x08DE, 0x08DF,
        0x08E0, 0x08E1, 0x08E2, 0x08E3, 0x08E4, 0x08E5, 0x08E6, 0x08E7,
        0x08E8, 0x08E9, 0x08EA, 0x08EB, 0x08EC, 0x08ED, 0x08EE, 0x08EF,
        0x08F0, 0x08F1, 0x08F2, 0x08F3, 0x08F4, 0x08F5, 0x08F6, 0x08F7,
        0x08F8, 0x08F9, 0x08FA, 0x08FB, 0x08FC, 0x08FD, 0x08FE, 0x08FF,
        0x0900, 0x0901, 0x0902, 0x0903, 0x0904, 0x0905, 0x0906, 0x0907,
        0x0908, 0x0909, 0x090A, 0x090B, 0x090C, 0x090D, 0x090E, 0x090F,
        0x0910, 0x0911, 0x0912, 0x0913, 0x0914, 0x0915, 0x0916, 0x0917,
        0x0918, 0x0919, 0x091A, 0x091B, 0x091C, 0x091D, 0x091E, 0x091F,
        0x0921, 0x0922, 0x0923, 0x0924, 0x0925, 0x0926, 0x0927, 0x0928,
        0x0929, 0x092A, 0x092B, 0x092C, 0x092D, 0x092E, 0x092F, 0x0930,
        0x0931, 0x0932, 0x0933, 0x0934, 0x0935, 0x0936, 0x0937, 0x0938,
        0x0939, 0x093A, 0x093B, 0x093C, 0x093D, 0x093E, 0x093F, 0x0940,
        0x0941, 0x0942, 0x0944, 0x0945, 0x0946, 0x0947, 0x0948, 0x0949,
        0x094A, 0x094B, 0x094C, 0x094D, 0x094E, 0x094F, 0x0950, 0x0951,
        0x0952, 0x0953, 0x0954, 0x0955, 0x0956, 0x0957, 0x0958, 0x0959,
        0x095B, 0x095C, 0x095D, 0x095E, 0x095F, 0x0960, 0x0961, 0x0962,
        0x0963, 0x0964, 0x0965, 0x0966, 0x0967, 0x0968, 0x0969, 0x096A,
        0x096B, 0x096C, 0x096D, 0x096E, 0x096F, 0x0970, 0x0971, 0x0972,
        0x0973, 0x0974, 0x0975, 0x0976, 0x0977, 0x0978, 0x0979, 0x097A,
        0x097B, 0x097C, 0x097D, 0x097E, 0x097F, 0x0980, 0x0981, 0x0982,
        0x0983, 0x0984, 0x0985, 0x0986, 0x0987, 0x0988, 0x0989, 0x098A,
        0x098B, 0x098C, 0x098E, 0x098F, 0x0990, 0x0991, 0x0992, 0x0993,
        0x0994, 0x0995, 0x0996, 0x0997, 0x0998, 0x0999, 0x099A, 0x099B,
        0x099C, 0x099D, 0x099E, 0x099F, 0x09A0, 0x09A1, 0x09A2, 0x09A3,
        0x09A4, 0x09A5, 0x09A6, 0x09A7, 0x09A8, 0x09A9, 0x09AA, 0x09AB,
        0x09AC, 0x09AD, 0x09AE, 0x09AF, 0x09B0, 0x09B1, 0x09B2, 0x09B3,
        0x09B4, 0x09B5, 0x09B6, 0x09B7, 0x09B8, 0x09B9, 0x09BA, 0x09BB,
        0x09BC, 0x09BD, 0x09BE, 0x09BF, 0x09C0, 0x09C1, 0x09C2, 0x09C3,
        0x09C4, 0x09C5, 0x09C6, 0x09C7, 0x09C8, 0x09C9, 0x09CA, 0x09CB,
        0x09CC, 0x09CE, 0x09CF, 0x09D0, 0x09D1, 0x09D2, 0x09D4, 0x09D5,
        0x09D6, 0x09D7, 0x09D8, 0x09D9, 0x09DA, 0x09DB, 0x09DC, 0x09DD,
        0x09DE, 0x09DF, 0x09E1, 0x09E2, 0x09E3, 0x09E4, 0x09E5, 0x09E6,
        0x09E7, 0x09E8, 0x09E9, 0x09EA, 0x09EB, 0x09EC, 0x09ED, 0x09EE,
        0x09EF, 0x09F0, 0x09F1, 0x09F2, 0x09F3, 0x09F4, 0x09F5, 0x09F6,
        0x09F7, 0x09F8, 0x09F9, 0x09FA, 0x09FB, 0x09FC, 0x09FD, 0x09FE,
        0x09FF, 0x0A00, 0x0A01, 0x0A02, 0x0A03, 0x0A04, 0x0A05, 0x0A06,
        0x0A07, 0x0A08, 0x0A0A, 0x0A0B, 0x0A0C, 0x0A0D, 0x0A0E, 0x0A0F,
        0x0A10, 0x0A11, 0x0A12, 0x0A13, 0x0A14, 0x0A15, 0x0A16, 0x0A17,
        0x0A18, 0x0A19, 0x0A1A, 0x0A1B, 0x0A1C, 0x0A1D, 0x0A1E, 0x0A1F,
        0x0A20, 0x0A21, 0x0A22, 0x0A23, 0x0A24, 0x0A25, 0x0A26, 0x0A27,
        0x0A28, 0x0A29, 0x0A2A, 0x0A2B, 0x0A2C, 0x0A2D, 0x0A2F, 0x0A30,
        0x0A31, 0x0A32, 0x0A33, 0x0A34, 0x0A35, 0x0A36, 0x0A37, 0x0A38,
        0x0A39, 0x0A3A, 0x0A3B, 0x0A3C, 0x0A3D, 0x0A3F, 0x0A41, 0x0A42,
        0x0A43, 0x0A44, 0x0A45, 0x0A46, 0x0A47, 0x0A48, 0x0A49, 0x0A4A,
        0x0A4B, 0x0A4C, 0x0A4D, 0x0A4E, 0x0A4F, 0x0A50, 0x0A51, 0x0A52,
        0x0A53, 0x0A54, 0x0A55, 0x0A56, 0x0A57, 0x0A58, 0x0A59, 0x0A5A,
        0x0A5B, 0x0A5C, 0x0A5D, 0x0A5F, 0x0A60, 0x0A61, 0x0A62, 0x0A64,
        0x0A65, 0x0A67, 0x0A68, 0x0A69, 0x0A6A, 0x0A6B, 0x0A6C, 0x0A6D,
        0x0A6E, 0x0A6F, 0x0A70, 0x0A71, 0x0A72, 0x0A73, 0x0A74, 0x0A75,
        0x0A76, 0x0A77, 0x0A78, 0x0A79, 0x0A7A, 0x0A7B, 0x0A7C, 0x0A7D,
        0x0A7E, 0x0A7F, 0x0A80, 0x0A81, 0x0A82, 0x0A83, 0x0A84, 0x0A85,
        0x0A86, 0x0A87, 0x0A88, 0x0A89, 0x0A8A, 0x0A8B, 0x0A8C, 0x0A8D,
        0x0A8E, 0x0A8F, 0x0A90, 0x0A91, 0x0A92, 0x0A93, 0x0A94, 0x0A95,
        0x0A97, 0x0A98, 0x0A99, 0x0A9A, 0x0A9B, 0x0A9C, 0x0A9D, 0x0A9F,
        0x0AA0, 0x0AA1, 0x0AA2, 0x0AA3, 0x0AA4, 0x0AA5, 0x0AA6, 0x0AA7,
        0x0AA8, 0x0AA9, 0x0AAA, 0x0AAB, 0x0AAC, 0x0AAD, 0x0AAE, 0x0AAF,
        0x0AB0, 0x0AB1, 0x0AB2, 0x0AB3, 0x0AB4, 0x0AB5, 0x0AB6, 0x0AB7,
        0x0AB8, 0x0AB9, 0x0ABA, 0x0ABB, 0x0ABC, 0x0ABD, 0x0ABE, 0x0ABF,
        0x0AC0, 0x0AC1, 0x0AC2, 0x0AC3, 0x0AC4, 0x0AC5, 0x0AC6, 0x0AC7,
        0x0AC8, 0x0AC9, 0x0ACA, 0x0ACB, 0x0ACC, 0x0ACD, 0x0ACE, 0x0ACF,
        0x0AD0, 0x0AD1, 0x0AD2, 0x0AD3, 0x0AD4, 0x0AD5, 0x0AD6, 0x0AD7,
        0x0AD8, 0x0AD9, 0x0ADA, 0x0ADB, 0x0ADC, 0x0ADD, 0x0ADE, 0x0ADF,
        0x0AE3, 0x0AE4, 0x0AE5, 0x0AE6, 0x0AE7, 0x0AE8, 0x0AE9, 0x0AEA,
        0x0AEB, 0x0AEC, 0x0AED, 0x0AEE, 0x0AEF, 0x0AF0, 0x0AF1, 0x0AF2,
        0x0AF3, 0x0AF4, 0x0AF5, 0x0AF6, 0x0AF7, 0x0AF8, 0x0AF9, 0x0AFA,
        0x0AFB, 0x0AFC, 0x0AFD, 0x0AFE, 0x0AFF, 0x0B00, 0x0B01, 0x0B02,
        0x0B03, 0x0B05, 0x0B06, 0x0B07, 0x0B08, 0x0B09, 0x0B0A, 0x0B0B,
        0x0B0C, 0x0B0D, 0x0B0E, 0x0B0F, 0x0B10, 0x0B11, 0x0B12, 0x0B13,
        0x0B14, 0x0B15, 0x0B16, 0x0B17, 0x0B18, 0x0B19, 0x0B1A, 0x0B1B,
        0x0B1C, 0x0B1D, 0x0B1E, 0x0B1F, 0x0B20, 0x0B22, 0x0B23, 0x0B24,
        0x0B25, 0x0B26, 0x0B27, 0x0B28, 0x0B29, 0x0B2B, 0x0B2C, 0x0B2D,
        0x0B2E, 0x0B2F, 0x0B30, 0x0B31, 0x0B32, 0x0B33, 0x0B34, 0x0B35,
        0x0B36, 0x0B37, 0x0B38, 0x0B39, 0x0B3A, 0x0B3B, 0x0B3C, 0x0B3D,
        0x0B3E, 0x0B3F, 0x0B40, 0x0B41, 0x0B42, 0x0B43, 0x0B44, 0x0B45,
        0x0B47, 0x0B48, 0x0B49, 0x0B4A, 0x0B4B, 0x0B4C, 0x0B4D, 0x0B4E,
        0x0B4F, 0x0B50, 0x0B51, 0x0B52, 0x0B53, 0x0B54, 0x0B55, 0x0B56,
        0x0B57, 0x0B58, 0x0B5B, 0x0B5D, 0x0B5E, 0x0B5F, 0x0B60, 0x0B61,
        0x0B62, 0x0B63, 0x0B64, 0x0B65, 0x0B66, 0x0B67, 0x0B68, 0x0B69,
        0x0B6A, 0x0B6B, 0x0B6C, 0x0B6D, 0x0B6E, 0x0B70, 0x0B71, 0x0B72,
        0x0B73, 0x0B74, 0x0B75, 0x0B76, 0x0B77, 0x0B78, 0x0B79, 0x0B7A,
        0x0B7B, 0x0B7C, 0x0B7D, 0x0B7E, 0x0B7F, 0x0B80, 0x0B81, 0x0B82,
        0x0B83, 0x0B84, 0x0B85, 0x0B86, 0x0B87, 0x0B88, 0x0B89, 0x0B8A,
        0x0B8B, 0x0B8C, 0x0B8D, 0x0B8E, 0x0B8F, 0x0B90, 0x0B91, 0x0B92,
        0x0B93, 0x0B94, 0x0B96, 0x0B97, 0x0B98, 0x0B99, 0x0B9A, 0x0B9C,
        0x0B9D, 0x0B9E, 0x0B9F, 0x0BA0, 0x0BA1, 0x0BA2, 0x0BA3, 0x0BA4,
        0x0BA5, 0x0BA6, 0x0BA7, 0x0BA8, 0x0BA9, 0x0BAA, 0x0BAB, 0x0BAC,
        0x0BAD, 0x0BAE, 0x0BAF, 0x0BB0, 0x0BB1, 0x0BB2, 0x0BB3, 0x0BB4,
        0x0BB5, 0x0BB6, 0x0BB7, 0x0BB8, 0x0BB9, 0x0BBA, 0x0BBB, 0x0BBC,
        0x0BBE, 0x0BBF, 0x0BC0, 0x0BC1, 0x0BC2, 0x0BC3, 0x0BC4, 0x0BC5,
        0x0BC6, 0x0BC7, 0x0BC8, 0x0BC9, 0x0BCA, 0x0BCB, 0x0BCC, 0x0BCD,
        0x0BCE, 0x0BCF, 0x0BD0, 0x0BD1, 0x0BD2, 0x0BD3, 0x0BD4, 0x0BD5,
        0x0BD6, 0x0BD7, 0x0BD8, 0x0BDA, 0x0BDB, 0x0BDC, 0x0BDD, 0x0BDE,
        0x0BDF, 0x0BE0, 0x0BE2, 0x0BE3, 0x0BE4, 0x0BE5, 0x0BE6, 0x0BE7,
        0x0BE8, 0x0BE9, 0x0BEA, 0x0BEB, 0x0BEC, 0x0BED, 0x0BEE, 0x0BEF,
        0x0BF0, 0x0BF1, 0x0BF2, 0x0BF3, 0x0BF5, 0x0BF6, 0x0BF7, 0x0BF8,
        0x0BFA, 0x0BFB, 0x0BFC, 0x0BFD, 0x0BFE, 0x0BFF, 0x0C00, 0x0C01,
        0x0C02, 0x0C03, 0x0C04, 0x0C05, 0x0C06, 0x0C07, 0x0C08, 0x0C09,
        0x0C0A, 0x0C0B, 0x0C0C, 0x0C0D, 0x0C0E, 0x0C0F, 0x0C10, 0x0C11,
        0x0C12, 0x0C13, 0x0C14, 0x0C15, 0x0C16, 0x0C17, 0x0C18, 0x0C19,
        0x0C1A, 0x0C1B, 0x0C1C, 0x0C1D, 0x0C1E, 0x0C1F, 0x0C20, 0x0C21,
        0x0C22, 0x0C23, 0x0C24, 0x0C25, 0x0C26, 0x0C27, 0x0C28, 0x0C29,
        0x0C2A, 0x0C2B, 0x0C2C, 0x0C2D, 0x0C2E, 0x0C2F, 0x0C30, 0x0C31,
        0x0C32, 0x0C33, 0x0C34, 0x0C35, 0x0C37, 0x0C38, 0x0C39, 0x0C3B,
        0x0C3C, 0x0C3D, 0x0C3E, 0x0C3F, 0x0C40, 0x0C41, 0x0C42, 0x0C43,
        0x0C44, 0x0C45, 0x0C46, 0x0C47, 0x0C48, 0x0C49, 0x0C4A, 0x0C4B,
        0x0C4C, 0x0C4D, 0x0C4E, 0x0C4F, 0x0C50, 0x0C51, 0x0C52, 0x0C53,
        0x0C54, 0x0C55, 0x0C56, 0x0C57, 0x0C58, 0x0C59, 0x0C5A, 0x0C5B,
        0x0C5C, 0x0C5D, 0x0C5E, 0x0C5F, 0x0C60, 0x0C61, 0x0C62, 0x0C63,
        0x0C64, 0x0C65, 0x0C67, 0x0C68, 0x0C69, 0x0C6A, 0x0C6B, 0x0C6C,
        0x0C6D, 0x0C6E, 0x0C6F, 0x0C70, 0x0C71, 0x0C72, 0x0C73, 0x0C74,
        0x0C75, 0x0C77, 0x0C78, 0x0C79, 0x0C7A, 0x0C7B, 0x0C7C, 0x0C7D,
        0x0C7F, 0x0C80, 0x0C81, 0x0C82, 0x0C83, 0x0C84, 0x0C85, 0x0C86,
        0x0C87, 0x0C88, 0x0C89, 0x0C8A, 0x0C8B, 0x0C8C, 0x0C8D, 0x0C8E,
        0x0C8F, 0x0C90, 0x0C91, 0x0C92, 0x0C93, 0x0C94, 0x0C95, 0x0C96,
        0x0C97, 0x0C98, 0x0C99, 0x0C9A, 0x0C9B, 0x0C9C, 0x0C9D, 0x0C9E,
        0x0C9F, 0x0CA0, 0x0CA1, 0x0CA2, 0x0CA3, 0x0CA4, 0x0CA5, 0x0CA6,
        0x0CA7, 0x0CA8, 0x0CA9, 0x0CAA, 0x0CAB, 0x0CAC, 0x0CAD, 0x0CAE,
        0x0CAF, 0x0CB0, 0x0CB1, 0x0CB2, 0x0CB3, 0x0CB4, 0x0CB5, 0x0CB6,
        0x0CB7, 0x0CB9, 0x0CBA, 0x0CBB, 0x0CBC, 0x0CBD, 0x0CBF, 0x0CC0,
        0x0CC1, 0x0CC2, 0x0CC3, 0x0CC4, 0x0CC5, 0x0CC6, 0x0CC7, 0x0CC8,
        0x0CC9, 0x0CCA, 0x0CCB, 0x0CCC, 0x0CCD, 0x0CCE, 0x0CCF, 0x0CD0,
        0x0CD1, 0x0CD2, 0x0CD3, 0x0CD4, 0x0CD5, 0x0CD6, 0x0CD7, 0x0CD8,
        0x0CD9, 0x0CDA, 0x0CDB, 0x0CDC, 0x0CDD, 0x0CDF, 0x0CE0, 0x0CE1,
        0x0CE2, 0x0CE3, 0x0CE4, 0x0CE5, 0x0CE6, 0x0CE7, 0x0CE8, 0x0CE9,
        0x0CEA, 0x0CEB, 0x0CEC, 0x0CED, 0x0CEE, 0x0CEF, 0x0CF0, 0x0CF1,
        0x0CF3, 0x0CF4, 0x0CF5, 0x0CF6, 0x0CF7, 0x0CF8, 0x0CF9, 0x0CFA,
        0x0CFB, 0x0CFC, 0x0CFE, 0x0CFF, 0x0D00, 0x0D01, 0x0D02, 0x0D03,
        0x0D04, 0x0D05, 0x0D06, 0x0D07, 0x0D08, 0x0D09, 0x0D0A, 0x0D0B,
        0x0D0C, 0x0D0D, 0x0D0E, 0x0D0F, 0x0D10, 0x0D12, 0x0D13, 0x0D14,
        0x0D15, 0x0D16, 0x0D17, 0x0D18, 0x0D19, 0x0D1A, 0x0D1B, 0x0D1C,
        0x0D1D, 0x0D1E, 0x0D1F, 0x0D20, 0x0D21, 0x0D22, 0x0D23, 0x0D24,
        0x0D25, 0x0D26, 0x0D27, 0x0D28, 0x0D29, 0x0D2A, 0x0D2B, 0x0D2C,
        0x0D2D, 0x0D2E, 0x0D2F, 0x0D30, 0x0D31, 0x0D32, 0x0D33, 0x0D34,
        0x0D35, 0x0D36, 0x0D37, 0x0D38, 0x0D39, 0x0D3A, 0x0D3B, 0x0D3C,
        0x0D3D, 0x0D3E, 0x0D3F, 0x0D40, 0x0D41, 0x0D42, 0x0D43, 0x0D44,
        0x0D45, 0x0D46, 0x0D47, 0x0D48, 0x0D49, 0x0D4A, 0x0D4B, 0x0D4D,
        0x0D4E, 0x0D4F, 0x0D50, 0x0D51, 0x0D52, 0x0D53, 0x0D54, 0x0D55,
        0x0D56, 0x0D57, 0x0D58, 0x0D59, 0x0D5A, 0x0D5B, 0x0D5D, 0x0D5E,
        0x0D5F, 0x0D60, 0x0D61, 0x0D62, 0x0D63, 0x0D64, 0x0D65, 0x0D66,
        0x0D67, 0x0D68, 0x0D69, 0x0D6A, 0x0D6B, 0x0D6C, 0x0D6D, 0x0D6E,
        0x0D6F, 0x0D70, 0x0D71, 0x0D72, 0x0D73, 0x0D74, 0x0D75, 0x0D76,
        0x0D77, 0x0D78, 0x0D79, 0x0D7A, 0x0D7B, 0x0D7C, 0x0D7D, 0x0D7E,
        0x0D7F, 0x0D80, 0x0D81, 0x0D82, 0x0D83, 0x0D84, 0x0D85, 0x0D86,
        0x0D87, 0x0D89, 0x0D8A, 0x0D8B, 0x0D8C, 0x0D8D, 0x0D8E, 0x0D8F,
        0x0D90, 0x0D91, 0x0D92, 0x0D93, 0x0D95, 0x0D96, 0x0D97, 0x0D98,
        0x0D99, 0x0D9A, 0x0D9B, 0x0D9C, 0x0D9D, 0x0D9E, 0x0D9F, 0x0DA0,
        0x0DA1, 0x0DA2, 0x0DA3, 0x0DA4, 0x0DA5, 0x0DA6, 0x0DA7, 0x0DA8,
        0x0DA9, 0x0DAA, 0x0DAB, 0x0DAC, 0x0DAE, 0x0DAF, 0x0DB0, 0x0DB1,
        0x0DB2, 0x0DB3, 0x0DB4, 0x0DB5, 0x0DB6, 0x0DB7, 0x0DB8, 0x0DB9,
        0x0DBA, 0x0DBB, 0x0DBC, 0x0DBD, 0x0DBE, 0x0DBF, 0x0DC0, 0x0DC1,
        0x0DC2, 0x0DC3, 0x0DC4, 0x0DC5, 0x0DC6, 0x0DC7, 0x0DC8, 0x0DC9,
        0x0DCA, 0x0DCB, 0x0DCC, 0x0DCD, 0x0DCE, 0x0DCF, 0x0DD0, 0x0DD1,
        0x0DD2, 0x0DD3, 0x0DD4, 0x0DD5, 0x0DD6, 0x0DD7, 0x0DD9, 0x0DDA,
        0x0DDB, 0x0DDC, 0x0DDD, 0x0DDE, 0x0DDF, 0x0DE0, 0x0DE1, 0x0DE2,
        0x0DE3, 0x0DE4, 0x0DE5, 0x0DE6, 0x0DE7, 0x0DE8, 0x0DE9, 0x0DEA,
        0x0DEB, 0x0DEC, 0x0DED, 0x0DEE, 0x0DEF, 0x0DF0, 0x0DF1, 0x0DF2,
        0x0DF3, 0x0DF4, 0x0DF5, 0x0DF6, 0x0DF7, 0x0DF8, 0x0DF9, 0x0DFA,
        0x0DFB, 0x0DFC, 0x0DFD, 0x0DFE, 0x0DFF, 0x0E00, 0x0E01, 0x0E02,
        0x0E03, 0x0E04, 0x0E05, 0x0E06, 0x0E07, 0x0E08, 0x0E09, 0x0E0B,
        0x0E0C, 0x0E0D, 0x0E0F, 0x0E10, 0x0E11, 0x0E12, 0x0E13, 0x0E14,
        0x0E15, 0x0E16, 0x0E17, 0x0E18, 0x0E19, 0x0E1A, 0x0E1B, 0x0E1C,
        0x0E1D, 0x0E1E, 0x0E1F, 0x0E20, 0x0E21, 0x0E22, 0x0E23, 0x0E24,
        0x0E25, 0x0E26, 0x0E27, 0x0E28, 0x0E29, 0x0E2A, 0x0E2B, 0x0E2C,
        0x0E2D, 0x0E2E, 0x0E2F, 0x0E30, 0x0E31, 0x0E32, 0x0E33, 0x0E34,
        0x0E35, 0x0E36, 0x0E37, 0x0E38, 0x0E39, 0x0E3A, 0x0E3B, 0x0E3C,
        0x0E3D, 0x0E3E, 0x0E3F, 0x0E40, 0x0E41, 0x0E42, 0x0E43, 0x0E44,
        0x0E45, 0x0E46, 0x0E47, 0x0E48, 0x0E49, 0x0E4A, 0x0E4B, 0x0E4C,
        0x0E4D, 0x0E4E, 0x0E4F, 0x0E50, 0x0E51, 0x0E52, 0x0E53, 0x0E54,
        0x0E55, 0x0E56, 0x0E57, 0x0E58, 0x0E59, 0x0E5A, 0x0E5B, 0x0E5C,
        0x0E5D, 0x0E5E, 0x0E5F, 0x0E60, 0x0E61, 0x0E62, 0x0E63, 0x0E64,
        0x0E65, 0x0E66, 0x0E67, 0x0E68, 0x0E69, 0x0E6A, 0x0E6B, 0x0E6C,
        0x0E6D, 0x0E6F, 0x0E70, 0x0E71, 0x0E72, 0x0E73, 0x0E74, 0x0E75,
        0x0E76, 0x0E77, 0x0E78, 0x0E79, 0x0E7A, 0x0E7B, 0x0E7C, 0x0E7D,
        0x0E7E, 0x0E7F, 0x0E80, 0x0E81, 0x0E82, 0x0E83, 0x0E84, 0x0E85,
        0x0E86, 0x0E87, 0x0E88, 0x0E89, 0x0E8A, 0x0E8B, 0x0E8C, 0x0E8D,
        0x0E8E, 0x0E8F, 0x0E90, 0x0E91, 0x0E92, 0x0E93, 0x0E94, 0x0E95,
        0x0E96, 0x0E97, 0x0E98, 0x0E99, 0x0E9A, 0x0E9B, 0x0E9C, 0x0E9D,
        0x0E9E, 0x0E9F, 0x0EA0, 0x0EA1, 0x0EA2, 0x0EA3, 0x0EA4, 0x0EA5,
        0x0EA6, 0x0EA7, 0x0EA8, 0x0EA9, 0x0EAA, 0x0EAB, 0x0EAC, 0x0EAD,
        0x0EAE, 0x0EAF, 0x0EB0, 0x0EB1, 0x0EB2, 0x0EB3, 0x0EB4, 0x0EB5,
        0x0EB6, 0x0EB7, 0x0EB8, 0x0EB9, 0x0EBA, 0x0EBB, 0x0EBC, 0x0EBD,
        0x0EBE, 0x0EBF, 0x0EC0, 0x0EC1, 0x0EC2, 0x0EC3, 0x0EC4, 0x0EC5,
        0x0EC6, 0x0EC7, 0x0EC8, 0x0EC9, 0x0ECA, 0x0ECB, 0x0ECC, 0x0ECD,
        0x0ECE, 0x0ECF, 0x0ED0, 0x0ED1, 0x0ED2, 0x0ED3, 0x0ED4, 0x0ED5,
        0x0ED6, 0x0ED7, 0x0ED8, 0x0ED9, 0x0EDA, 0x0EDB, 0x0EDC, 0x0EDD,
        0x0EDE, 0x0EDF, 0x0EE0, 0x0EE1, 0x0EE2, 0x0EE3, 0x0EE4, 0x0EE5,
        0x0EE6, 0x0EE7, 0x0EE8, 0x0EE9, 0x0EEA, 0x0EEB, 0x0EEC, 0x0EED,
        0x0EEE, 0x0EEF, 0x0EF0, 0x0EF1, 0x0EF2, 0x0EF3, 0x0EF5, 0x0EF6,
        0x0EF7, 0x0EF8, 0x0EF9, 0x0EFA, 0x0EFB, 0x0EFC, 0x0EFD, 0x0EFE,
        0x0EFF, 0x0F00, 0x0F01, 0x0F02, 0x0F03, 0x0F04, 0x0F05, 0x0F06,
        0x0F07, 0x0F08, 0x0F09, 0x0F0A, 0x0F0B, 0x0F0C, 0x0F0D, 0x0F0E,
        0x0F0F, 0x0F10, 0x0F11, 0x0F12, 0x0F13, 0x0F14, 0x0F15, 0x0F16,
        0x0F17, 0x0F18, 0x0F19, 0x0F1A, 0x0F1B, 0x0F1C, 0x0F1D, 0x0F1E,
        0x0F1F, 0x0F20, 0x0F21, 0x0F22, 0x0F23, 0x0F24, 0x0F25, 0x0F26,
        0x0F27, 0x0F28, 0x0F29, 0x0F2A, 0x0F2B, 0x0F2C, 0x0F2D, 0x0F2E,
        0x0F2F, 0x0F30, 0x0F31, 0x0F32, 0x0F33, 0x0F34, 0x0F35, 0x0F36,
        0x0F37, 0x0F38, 0x0F39, 0x0F3A, 0x0F3B, 0x0F3C, 0x0F3D, 0x0F3E,
        0x0F3F, 0x0F40, 0x0F41, 0x0F42, 0x0F43, 0x0F44, 0x0F45, 0x0F46,
        0x0F47, 0x0F48, 0x0F49, 0x0F4A, 0x0F4B, 0x0F4C, 0x0F4D, 0x0F4E,
        0x0F4F, 0x0F50, 0x0F51, 0x0F52, 0x0F53, 0x0F54, 0x0F55, 0x0F56,
        0x0F57, 0x0F58, 0x0F59, 0x0F5A, 0x0F5B, 0x0F5C, 0x0F5D, 0x0F5E,
        0x0F5F, 0x0F60, 0x0F61, 0x0F62, 0x0F63, 0x0F64, 0x0F65, 0x0F66,
        0x0F67, 0x0F68, 0x0F69, 0x0F6A, 0x0F6B, 0x0F6C, 0x0F6D, 0x0F6E,
        0x0F6F, 0x0F70, 0x0F71, 0x0F72, 0x0F73, 0x0F74, 0x0F75, 0x0F76,
        0x0F77, 0x0F78, 0x0F79, 0x0F7A, 0x0F7B, 0x0F7C, 0x0F7D, 0x0F7E,
        0x0F7F, 0x0F80, 0x0F81, 0x0F82, 0x0F83, 0x0F84, 0x0F85, 0x0F86,
        0x0F87, 0x0F88, 0x0F89, 0x0F8A, 0x0F8B, 0x0F8C, 0x0F8D, 0x0F8E,
        0x0F8F, 0x0F90, 0x0F91, 0x0F92, 0x0F93, 0x0F94, 0x0F95, 0x0F96,
        0x0F97, 0x0F98, 0x0F99, 0x0F9A, 0x0F9B, 0x0F9C, 0x0F9D, 0x0F9E,
        0x0F9F, 0x0FA0, 0x0FA1, 0x0FA2, 0x0FA3, 0x0FA4, 0x0FA5, 0x0FA6,
        0x0FA7, 0x0FA8, 0x0FA9, 0x0FAA, 0x0FAB, 0x0FAC, 0x0FAD, 0x0FAE,
        0x0FAF, 0x0FB0, 0x0FB1, 0x0FB2, 0x0FB3, 0x0FB4, 0x0FB5, 0x0FB6,
        0x0FB7, 0x0FB8, 0x0FB9, 0x0FBA, 0x0FBB, 0x0FBC, 0x0FBD, 0x0FBE,
        0x0FBF, 0x0FC0, 0x0FC1, 0x0FC2, 0x0FC3, 0x0FC4, 0x0FC5, 0x0FC6,
        0x0FC7, 0x0FC8, 0x0FC9, 0x0FCA, 0x0FCB, 0x0FCC, 0x0FCD, 0x0FCE,
        0x0FCF, 0x0FD0, 0x0FD1, 0x0FD2, 0x0FD3, 0x0FD4, 0x0FD5, 0x0FD6,
        0x0FD7, 0x0FD8, 0x0FD9, 0x0FDA, 0x0FDC, 0x103A, 0x103D, 0x103E,
        0x103F, 0x1040, 0x1041, 0x1042, 0x1043, 0x1044, 0x1045, 0x1046,
        0x1047, 0x1048, 0x1049, 0x104A, 0x104B, 0x104C, 0x104D, 0x104E,
        0x104F, 0x1050, 0x1051, 0x1052, 0x1053, 0xFFFF,
    ]
    private static let companyNames: [StaticString] = [
        "Ericsson AB", // 0000
        "Nokia Mobile Phones", // 0001
        "Intel Corp.", // 0002
        "IBM Corp.", // 0003
        "Toshiba Corp.", // 0004
        "3Com", // 0005
        "Microsoft", // 0006
        "Lucent", // 0007
        "Motorola", // 0008
        "Infineon Technologies AG", // 0009
        "Qualcomm Technologies International, Ltd. (QTIL)", // 000A
        "Silicon Wave", // 000B
        "Digianswer A/S", // 000C
        "Texas Instruments Inc.", // 000D
        "Parthus Technologies Inc.", // 000E
        "Broadcom Corporation", // 000F
        "Mitel Semiconductor", // 0010
        "Widcomm, Inc.", // 0011
        "Zeevo, Inc.", // 0012
        "Atmel Corporation", // 0013
        "Mitsubishi Electric Corporation", // 0014
        "RTX A/S", // 0015
        "KC Technology Inc.", // 0016
        "Newlogic", // 0017
        "Transilica, Inc.", // 0018
        "Rohde & Schwarz GmbH & Co. KG", // 0019
        "TTPCom Limited", // 001A
        "Signia Technologies, Inc.", // 001B
        "Conexant Systems Inc.", // 001C
        "Qualcomm", // 001D
        "Inventel", // 001E
        "AVM Berlin", // 001F
        "BandSpeed, Inc.", // 0020
        "Mansella Ltd", // 0021
        "NEC Corporation", // 0022
        "WavePlus Technology Co., Ltd.", // 0023
        "Alcatel", // 0024
        "NXP B.V.", // 0025
        "C Technologies", // 0026
        "Open Interface", // 0027
        "R F Micro Devices", // 0028
        "Hitachi Ltd", // 0029
        "Symbol Technologies, Inc.", // 002A
        "Tenovis", // 002B
        "Macronix International Co. Ltd.", // 002C
        "GCT Semiconductor", // 002D
        "Norwood Systems", // 002E
        "MewTel Technology Inc.", // 002F
        "ST Microelectronics", // 0030
        "Synopsys, Inc.", // 0031
        "Red-M (Communications) Ltd", // 0032
        "Commil Ltd", // 0033
        "Computer Access Technology Corporation (CATC)", // 0034
        "Eclipse (HQ Espana) S.L.", // 0035
        "Renesas Electronics Corporation", // 0036
        "Mobilian Corporation", // 0037
        "Syntronix Corporation", // 0038
        "Integrated System Solution Corp.", // 0039
        "Panasonic Holdings Corporation", // 003A
        "Gennum Corporation", // 003B
        "BlackBerry Limited", // 003C
        "IPextreme, Inc.", // 003D
        "Systems and Chips, Inc", // 003E
        "Bluetooth SIG, Inc", // 003F
        "Seiko Epson Corporation", // 0040
        "Integrated Silicon Solution Taiwan, Inc.", // 0041
        "CONWISE Technology Corporation Ltd", // 0042
        "PARROT AUTOMOTIVE SAS", // 0043
        "Socket Mobile", // 0044
        "Atheros Communications, Inc.", // 0045
        "MediaTek, Inc.", // 0046
        "Bluegiga", // 0047
        "Marvell Technology Group Ltd.", // 0048
        "3DSP Corporation", // 0049
        "Accel Semiconductor Ltd.", // 004A
        "Continental Automotive Systems", // 004B
        "Apple, Inc.", // 004C
        "Staccato Communications, Inc.", // 004D
        "Avago Technologies", // 004E
        "APT Ltd.", // 004F
        "SiRF Technology, Inc.", // 0050
        "Tzero Technologies, Inc.", // 0051
        "J&M Corporation", // 0052
        "Free2move AB", // 0053
        "3DiJoy Corporation", // 0054
        "Plantronics, Inc.", // 0055
        "Sony Ericsson Mobile Communications", // 0056
        "Harman International Industries, Inc.", // 0057
        "Vizio, Inc.", // 0058
        "Nordic Semiconductor ASA", // 0059
        "EM Microelectronic-Marin SA", // 005A
        "Ralink Technology Corporation", // 005B
        "Belkin International, Inc.", // 005C
        "Realtek Semiconductor Corporation", // 005D
        "Stonestreet One, LLC", // 005E
        "Wicentric, Inc.", // 005F
        "RivieraWaves S.A.S", // 0060
        "RDA Microelectronics", // 0061
        "Gibson Guitars", // 0062
        "MiCommand Inc.", // 0063
        "Band XI International, LLC", // 0064
        "HP, Inc.", // 0065
        "GN Hearing", // 0067
        "General Motors", // 0068
        "A&D Engineering, Inc.", // 0069
        "LTIMINDTREE LIMITED", // 006A
        "Polar Electro OY", // 006B
        "Beautiful Enterprise Co., Ltd.", // 006C
        "Summit Data Communications, Inc.", // 006E
        "Sound ID", // 006F
        "Monster, LLC", // 0070
        "connectBlue AB", // 0071
        "ShangHai Super Smart Electronics Co. Ltd.", // 0072
        "Group Sense Ltd.", // 0073
        "Zomm, LLC", // 0074
        "Samsung Electronics Co. Ltd.", // 0075
        "Creative Technology Ltd.", // 0076
        "Laird Connectivity LLC", // 0077
        "Nike, Inc.", // 0078
        "lesswire AG", // 0079
        "MStar Semiconductor, Inc.", // 007A
        "Hanlynn Technologies", // 007B
        "Seers Technology Co., Ltd.", // 007D
        "Sports Tracking Technologies Ltd.", // 007E
        "Autonet Mobile", // 007F
        "DeLorme Publishing Company, Inc.", // 0080
        "WuXi Vimicro", // 0081
        "DSEA A/S", // 0082
        "TimeKeeping Systems, Inc.", // 0083
        "Ludus Helsinki Ltd.", // 0084
        "BlueRadios, Inc.", // 0085
        "Equinux AG", // 0086
        "Garmin International, Inc.", // 0087
        "Ecotest", // 0088
        "GN Hearing A/S", // 0089
        "Jawbone", // 008A
        "Topcon Positioning Systems, LLC", // 008B
        "Gimbal Inc.", // 008C
        "Zscan Software", // 008D
        "Quintic Corp", // 008E
        "Telit Wireless Solutions GmbH", // 008F
        "Funai Electric Co., Ltd.", // 0090
        "Advanced PANMOBIL systems GmbH & Co. KG", // 0091
        "ThinkOptics, Inc.", // 0092
        "Universal Electronics, Inc.", // 0093
        "Airoha Technology Corp.", // 0094
        "NEC Lighting, Ltd.", // 0095
        "ODM Technology, Inc.", // 0096
        "ConnecteDevice Ltd.", // 0097
        "zero1.tv GmbH", // 0098
        "i.Tech Dynamic Global Distribution Ltd.", // 0099
        "Alpwise", // 009A
        "Jiangsu Toppower Automotive Electronics Co., Ltd.", // 009B
        "Colorfy, Inc.", // 009C
        "Geoforce Inc.", // 009D
        "Bose Corporation", // 009E
        "Suunto Oy", // 009F
        "Kensington Computer Products Group", // 00A0
        "SR-Medizinelektronik", // 00A1
        "Vertu Corporation Limited", // 00A2
        "Meta Watch Ltd.", // 00A3
        "LINAK A/S", // 00A4
        "OTL Dynamics LLC", // 00A5
        "Panda Ocean Inc.", // 00A6
        "Visteon Corporation", // 00A7
        "ARP Devices Limited", // 00A8
        "MARELLI EUROPE S.P.A.", // 00A9
        "CAEN RFID srl", // 00AA
        "Ingenieur-Systemgruppe Zahn GmbH", // 00AB
        "Green Throttle Games", // 00AC
        "Peter Systemtechnik GmbH", // 00AD
        "Omegawave Oy", // 00AE
        "Cinetix", // 00AF
        "Passif Semiconductor Corp", // 00B0
        "Saris Cycling Group, Inc", // 00B1
        "Bekey A/S", // 00B2
        "Clarinox Technologies Pty. Ltd.", // 00B3
        "BDE Technology Co., Ltd.", // 00B4
        "Swirl Networks", // 00B5
        "Meso international", // 00B6
        "TreLab Ltd", // 00B7
        "Qualcomm Innovation Center, Inc. (QuIC)", // 00B8
        "Johnson Controls, Inc.", // 00B9
        "Starkey Hearing Technologies", // 00BA
        "S-Power Electronics Limited", // 00BB
        "Ace Sensor Inc", // 00BC
        "Aplix Corporation", // 00BD
        "AAMP of America", // 00BE
        "Stalmart Technology Limited", // 00BF
        "AMICCOM Electronics Corporation", // 00C0
        "Shenzhen Excelsecu Data Technology Co.,Ltd", // 00C1
        "Geneq Inc.", // 00C2
        "adidas AG", // 00C3
        "LG Electronics", // 00C4
        "Onset Computer Corporation", // 00C5
        "Selfly BV", // 00C6
        "Quuppa Oy.", // 00C7
        "GeLo Inc", // 00C8
        "Evluma", // 00C9
        "MC10", // 00CA
        "Binauric SE", // 00CB
        "Beats Electronics", // 00CC
        "Microchip Technology Inc.", // 00CD
        "Eve Systems GmbH", // 00CE
        "ARCHOS SA", // 00CF
        "Dexcom, Inc.", // 00D0
        "Polar Electro Europe B.V.", // 00D1
        "Renesas Design Netherlands B.V.", // 00D2
        "Taixingbang Technology (HK) Co,. LTD.", // 00D3
        "Austco Communication Systems", // 00D5
        "Timex Group USA, Inc.", // 00D6
        "Qualcomm Technologies, Inc.", // 00D7
        "Qualcomm Connected Experiences, Inc.", // 00D8
        "Voyetra Turtle Beach", // 00D9
        "txtr GmbH", // 00DA
        "Snuza (Pty) Ltd", // 00DB
        "Procter & Gamble", // 00DC
        "Hosiden Corporation", // 00DD
        "Muzik LLC", // 00DE
        "Misfit Wearables Corp", // 00DF
        "Google", // 00E0
        "Danlers Ltd", // 00E1
        "Semilink Inc", // 00E2
        "inMusic Brands, Inc", // 00E3
        "L.S. Research, Inc.", // 00E4
        "Eden Software Consultants Ltd.", // 00E5
        "KS Technologies", // 00E7
        "ACTS Technologies", // 00E8
        "Vtrack Systems", // 00E9
        "Nielsen-Kellerman", // 00EA
        "Server Technology Inc.", // 00EB
        "BioResearch Associates", // 00EC
        "Jolly Logic, LLC", // 00ED
        "Above Average Outcomes, Inc.", // 00EE
        "Bitsplitters GmbH", // 00EF
        "PayPal, Inc.", // 00F0
        "Witron Technology Limited", // 00F1
        "Morse Project Inc.", // 00F2
        "Kent Displays Inc.", // 00F3
        "Nautilus Inc.", // 00F4
        "Smartifier Oy", // 00F5
        "Elcometer Limited", // 00F6
        "VSN Technologies, Inc.", // 00F7
        "AceUni Corp., Ltd.", // 00F8
        "Crystal Alarm AB", // 00FA
        "KOUKAAM a.s.", // 00FB
        "Delphi Corporation", // 00FC
        "ValenceTech Limited", // 00FD
        "Stanley Black and Decker", // 00FE
        "Typo Products, LLC", // 00FF
        "TomTom International BV", // 0100
        "Fugoo, Inc.", // 0101
        "Keiser Corporation", // 0102
        "Bang & Olufsen A/S", // 0103
        "PLUS Location Systems Pty Ltd", // 0104
        "Ubiquitous Computing Technology Corporation", // 0105
        "Innovative Yachtter Solutions", // 0106
        "Demant A/S", // 0107
        "Chicony Electronics Co., Ltd.", // 0108
        "Atus BV", // 0109
        "Codegate Ltd", // 010A
        "ERi, Inc", // 010B
        "Transducers Direct, LLC", // 010C
        "DENSO TEN Limited", // 010D
        "Audi AG", // 010E
        "HiSilicon Technologies CO., LIMITED", // 010F
        "Nippon Seiki Co., Ltd.", // 0110
        "Steelseries ApS", // 0111
        "Visybl Inc.", // 0112
        "Openbrain Technologies, Co., Ltd.", // 0113
        "e.solutions", // 0115
        "10AK Technologies", // 0116
        "Wimoto Technologies Inc", // 0117
        "Radius Networks, Inc.", // 0118
        "Qualcomm Labs, Inc.", // 011A
        "Hewlett Packard Enterprise", // 011B
        "Baidu", // 011C
        "Arendi AG", // 011D
        "Skoda Auto a.s.", // 011E
        "Volkswagen AG", // 011F
        "Porsche AG", // 0120
        "Sino Wealth Electronic Ltd.", // 0121
        "AirTurn, Inc.", // 0122
        "Kinsa, Inc", // 0123
        "HID Global", // 0124
        "SEAT es", // 0125
        "Promethean Ltd.", // 0126
        "Salutica Allied Solutions", // 0127
        "GPSI Group Pty Ltd", // 0128
        "Nimble Devices Oy", // 0129
        "Changzhou Yongse Infotech  Co., Ltd.", // 012A
        "SportIQ", // 012B
        "TEMEC Instruments B.V.", // 012C
        "Sony Corporation", // 012D
        "ASSA ABLOY", // 012E
        "Clarion Co. Inc.", // 012F
        "Warehouse Innovations", // 0130
        "Cypress Semiconductor", // 0131
        "MADS Inc", // 0132
        "Blue Maestro Limited", // 0133
        "Resolution Products, Ltd.", // 0134
        "Aireware LLC", // 0135
        "Silvair, Inc.", // 0136
        "Prestigio Plaza Ltd.", // 0137
        "NTEO Inc.", // 0138
        "Focus Systems Corporation", // 0139
        "Tencent Holdings Ltd.", // 013A
        "Allegion", // 013B
        "Murata Manufacturing Co., Ltd.", // 013C
        "WirelessWERX", // 013D
        "Nod, Inc.", // 013E
        "Alpine Electronics (China) Co., Ltd", // 0140
        "FedEx Services", // 0141
        "Grape Systems Inc.", // 0142
        "Bkon Connect", // 0143
        "Lintech GmbH", // 0144
        "Novatel Wireless", // 0145
        "Ciright", // 0146
        "Mighty Cast, Inc.", // 0147
        "Ambimat Electronics", // 0148
        "Perytons Ltd.", // 0149
        "Tivoli Audio, LLC", // 014A
        "Master Lock", // 014B
        "Mesh-Net Ltd", // 014C
        "HUIZHOU DESAY SV AUTOMOTIVE CO., LTD.", // 014D
        "Tangerine, Inc.", // 014E
        "B&W Group Ltd.", // 014F
        "Pioneer Corporation", // 0150
        "OnBeep", // 0151
        "Vernier Software & Technology", // 0152
        "ROL Ergo", // 0153
        "Pebble Technology", // 0154
        "NETATMO", // 0155
        "Accumulate AB", // 0156
        "Anhui Huami Information Technology Co., Ltd.", // 0157
        "Inmite s.r.o.", // 0158
        "ChefSteps, Inc.", // 0159
        "micas AG", // 015A
        "Biomedical Research Ltd.", // 015B
        "Pitius Tec S.L.", // 015C
        "Estimote, Inc.", // 015D
        "Unikey Technologies, Inc.", // 015E
        "Timer Cap Co.", // 015F
        "AwoX", // 0160
        "yikes", // 0161
        "MADSGlobalNZ Ltd.", // 0162
        "PCH International", // 0163
        "Qingdao Yeelink Information Technology Co., Ltd.", // 0164
        "Milwaukee Electric Tools", // 0165
        "MISHIK Pte Ltd", // 0166
        "Ascensia Diabetes Care US Inc.", // 0167
        "Spicebox LLC", // 0168
        "emberlight", // 0169
        "Copeland Cold Chain LP", // 016A
        "Qblinks", // 016B
        "MYSPHERA", // 016C
        "LifeScan Inc", // 016D
        "Volantic AB", // 016E
        "Podo Labs, Inc", // 016F
        "Roche Diabetes Care AG", // 0170
        "Amazon.com Services LLC", // 0171
        "Connovate Technology Private Limited", // 0172
        "Kocomojo, LLC", // 0173
        "Everykey Inc.", // 0174
        "Dynamic Controls", // 0175
        "SentriLock", // 0176
        "I-SYST inc.", // 0177
        "CASIO COMPUTER CO., LTD.", // 0178
        "LAPIS Semiconductor Co.,Ltd", // 0179
        "Telemonitor, Inc.", // 017A
        "taskit GmbH", // 017B
        "Mercedes-Benz Group AG", // 017C
        "BatAndCat", // 017D
        "BluDotz Ltd", // 017E
        "XTel Wireless ApS", // 017F
        "Gigaset Technologies GmbH", // 0180
        "Gecko Health Innovations, Inc.", // 0181
        "HOP Ubiquitous", // 0182
        "Walt Disney", // 0183
        "Nectar", // 0184
        "CORE Lighting Ltd", // 0186
        "Seraphim Sense Ltd", // 0187
        "Unico RBC", // 0188
        "Physical Enterprises Inc.", // 0189
        "Able Trend Technology Limited", // 018A
        "Konica Minolta, Inc.", // 018B
        "Wilo SE", // 018C
        "Extron Design Services", // 018D
        "Google LLC", // 018E
        "Intelletto Technologies Inc.", // 0190
        "FDK CORPORATION", // 0191
        "Cloudleaf, Inc", // 0192
        "Maveric Automation LLC", // 0193
        "Acoustic Stream Corporation", // 0194
        "Zuli", // 0195
        "Paxton Access Ltd", // 0196
        "WiSilica Inc.", // 0197
        "VENGIT Korlatolt Felelossegu Tarsasag", // 0198
        "SALTO SYSTEMS S.L.", // 0199
        "TRON Forum", // 019A
        "CUBETECH s.r.o.", // 019B
        "Cokiya Incorporated", // 019C
        "CVS Health", // 019D
        "Ceruus", // 019E
        "Strainstall Ltd", // 019F
        "Channel Enterprises (HK) Ltd.", // 01A0
        "FIAMM", // 01A1
        "GIGALANE.CO.,LTD", // 01A2
        "EROAD", // 01A3
        "MSA Innovation, LLC", // 01A4
        "Icon Health and Fitness", // 01A5
        "Wille Engineering", // 01A6
        "ENERGOUS CORPORATION", // 01A7
        "Taobao", // 01A8
        "Canon Inc.", // 01A9
        "Geophysical Technology Inc.", // 01AA
        "Meta Platforms, Inc.", // 01AB
        "Trividia Health, Inc.", // 01AC
        "FlightSafety International", // 01AD
        "Sunrise Micro Devices, Inc.", // 01AF
        "Star Micronics Co., Ltd.", // 01B0
        "Netizens Sp. z o.o.", // 01B1
        "Nymi Inc.", // 01B2
        "Nytec, Inc.", // 01B3
        "Trineo Sp. z o.o.", // 01B4
        "Nest Labs Inc.", // 01B5
        "LM Technologies Ltd", // 01B6
        "General Electric Company", // 01B7
        "i+D3 S.L.", // 01B8
        "HANA Micron", // 01B9
        "Stages Cycling LLC", // 01BA
        "Cochlear Bone Anchored Solutions AB", // 01BB
        "SenionLab AB", // 01BC
        "Syszone Co., Ltd", // 01BD
        "Pulsate Mobile Ltd.", // 01BE
        "Hongkong OnMicro Electronics Limited", // 01BF
        "BRADATECH Corp.", // 01C1
        "Transenergooil AG", // 01C2
        "DME Microelectronics", // 01C4
        "Bitcraze AB", // 01C5
        "HASWARE Inc.", // 01C6
        "Abiogenix Inc.", // 01C7
        "Poly-Control ApS", // 01C8
        "Avi-on", // 01C9
        "Laerdal Medical AS", // 01CA
        "Fetch My Pet", // 01CB
        "Sam Labs Ltd.", // 01CC
        "Chengdu Synwing Technology Ltd", // 01CD
        "HOUWA SYSTEM DESIGN, k.k.", // 01CE
        "BSH", // 01CF
        "Primus Inter Pares Ltd", // 01D0
        "August Home, Inc", // 01D1
        "Gill Electronics", // 01D2
        "Sky Wave Design", // 01D3
        "Newlab S.r.l.", // 01D4
        "ELAD srl", // 01D5
        "G-wearables inc.", // 01D6
        "Code Corporation", // 01D8
        "Savant Systems LLC", // 01D9
        "Logitech International SA", // 01DA
        "Innblue Consulting", // 01DB
        "iParking Ltd.", // 01DC
        "Koninklijke Philips N.V.", // 01DD
        "Minelab Electronics Pty Limited", // 01DE
        "Bison Group Ltd.", // 01DF
        "Widex A/S", // 01E0
        "Jolla Ltd", // 01E1
        "Caterpillar Inc", // 01E3
        "Freedom Innovations", // 01E4
        "Dynamic Devices Ltd", // 01E5
        "Technology Solutions (UK) Ltd", // 01E6
        "Advanced Application Design, Inc.", // 01EA
        "Spreadtrum Communications Shanghai Ltd", // 01EC
        "CuteCircuit LTD", // 01ED
        "Valeo Service", // 01EE
        "Fullpower Technologies, Inc.", // 01EF
        "KloudNation", // 01F0
        "Zebra Technologies Corporation", // 01F1
        "Itron, Inc.", // 01F2
        "The University of Tokyo", // 01F3
        "UTC Fire and Security", // 01F4
        "Cool Webthings Limited", // 01F5
        "DJO Global", // 01F6
        "Gelliner Limited", // 01F7
        "Anyka (Guangzhou) Microelectronics Technology Co, LTD", // 01F8
        "Medtronic Inc.", // 01F9
        "Gozio Inc.", // 01FA
        "Form Lifting, LLC", // 01FB
        "Wahoo Fitness, LLC", // 01FC
        "Kontakt Micro-Location Sp. z o.o.", // 01FD
        "Radio Systems Corporation", // 01FE
        "Freescale Semiconductor, Inc.", // 01FF
        "Verifone Systems Pte Ltd. Taiwan Branch", // 0200
        "AR Timing", // 0201
        "Rigado LLC", // 0202
        "Kemppi Oy", // 0203
        "Otter Products, LLC", // 0206
        "STEMP Inc.", // 0207
        "LumiGeek LLC", // 0208
        "InvisionHeart Inc.", // 0209
        "Macnica Inc.", // 020A
        "Jaguar Land Rover Limited", // 020B
        "CoroWare Technologies, Inc", // 020C
        "Omron Healthcare Co., LTD", // 020E
        "Comodule GMBH", // 020F
        "ikeGPS", // 0210
        "Telink Semiconductor Co. Ltd", // 0211
        "Interplan Co., Ltd", // 0212
        "Wyler AG", // 0213
        "IK Multimedia Production srl", // 0214
        "Lukoton Experience Oy", // 0215
        "MTI Ltd", // 0216
        "Tech4home, Lda", // 0217
        "DOTT Limited", // 0219
        "Blue Speck Labs, LLC", // 021A
        "Cisco Systems, Inc", // 021B
        "Mobicomm Inc", // 021C
        "Edamic", // 021D
        "Goodnet, Ltd", // 021E
        "Luster Leaf Products  Inc", // 021F
        "Manus Machina BV", // 0220
        "Mobiquity Networks Inc", // 0221
        "Praxis Dynamics", // 0222
        "Philip Morris Products S.A.", // 0223
        "Comarch SA", // 0224
        "Nestlé Nespresso S.A.", // 0225
        "Merlinia A/S", // 0226
        "LifeBEAM Technologies", // 0227
        "Twocanoes Labs, LLC", // 0228
        "Muoverti Limited", // 0229
        "Stamer Musikanlagen GMBH", // 022A
        "Tesla, Inc.", // 022B
        "Pharynks Corporation", // 022C
        "Lupine", // 022D
        "Siemens AG", // 022E
        "Foster Electric Company, Ltd", // 0230
        "ETA SA", // 0231
        "x-Senso Solutions Kft", // 0232
        "Shenzhen SuLong Communication Ltd", // 0233
        "FengFan (BeiJing) Technology Co, Ltd", // 0234
        "Qrio Inc", // 0235
        "Pitpatpet Ltd", // 0236
        "MSHeli s.r.l.", // 0237
        "Trakm8 Ltd", // 0238
        "JIN CO, Ltd", // 0239
        "Alatech Tehnology", // 023A
        "Beijing CarePulse Electronic Technology Co, Ltd", // 023B
        "ViCentra B.V.", // 023D
        "Raven Industries", // 023E
        "WaveWare Technologies Inc.", // 023F
        "Argenox Technologies", // 0240
        "Bragi GmbH", // 0241
        "Masimo Corp", // 0243
        "Iotera Inc", // 0244
        "Endress+Hauser", // 0245
        "ACKme Networks, Inc.", // 0246
        "FiftyThree Inc.", // 0247
        "Parker Hannifin Corp", // 0248
        "Uwatec AG", // 024A
        "Orlan LLC", // 024B
        "Blue Clover Devices", // 024C
        "M-Way Solutions GmbH", // 024D
        "Microtronics Engineering GmbH", // 024E
        "Schneider Schreibgeräte GmbH", // 024F
        "Sapphire Circuits LLC", // 0250
        "Lumo Bodytech Inc.", // 0251
        "UKC Technosolution", // 0252
        "Xicato Inc.", // 0253
        "Playbrush", // 0254
        "Dai Nippon Printing Co., Ltd.", // 0255
        "G24 Power Limited", // 0256
        "AdBabble Local Commerce Inc.", // 0257
        "Devialet SA", // 0258
        "ALTYOR", // 0259
        "University of Applied Sciences Valais/Haute Ecole Valaisanne", // 025A
        "Five Interactive, LLC dba Zendo", // 025B
        "NetEase（Hangzhou）Network co.Ltd.", // 025C
        "Lexmark International Inc.", // 025D
        "Fluke Corporation", // 025E
        "Yardarm Technologies", // 025F
        "SECVRE GmbH", // 0261
        "Glacial Ridge Technologies", // 0262
        "Identiv, Inc.", // 0263
        "DDS, Inc.", // 0264
        "SMK Corporation", // 0265
        "Schawbel Technologies LLC", // 0266
        "XMI Systems SA", // 0267
        "Cerevo", // 0268
        "Torrox GmbH & Co KG", // 0269
        "Gemalto", // 026A
        "DEKA Research & Development Corp.", // 026B
        "Domster Tadeusz Szydlowski", // 026C
        "Technogym SPA", // 026D
        "FLEURBAEY BVBA", // 026E
        "Aptcode Solutions", // 026F
        "LSI ADL Technology", // 0270
        "Animas Corp", // 0271
        "Alps Alpine Co., Ltd.", // 0272
        "OCEASOFT", // 0273
        "Motsai Research", // 0274
        "Geotab", // 0275
        "E.G.O. Elektro-Geraetebau GmbH", // 0276
        "bewhere inc", // 0277
        "Johnson Outdoors Inc", // 0278
        "steute Schaltgerate GmbH & Co. KG", // 0279
        "Ekomini inc.", // 027A
        "DEFA AS", // 027B
        "Aseptika Ltd", // 027C
        "HUAWEI Technologies Co., Ltd.", // 027D
        "HabitAware, LLC", // 027E
        "ruwido austria gmbh", // 027F
        "ITEC corporation", // 0280
        "StoneL", // 0281
        "Sonova AG", // 0282
        "Maven Machines, Inc.", // 0283
        "Synapse Electronics", // 0284
        "WOWTech Canada Ltd.", // 0285
        "RF Code, Inc.", // 0286
        "Wally Ventures S.L.", // 0287
        "SK Telecom", // 0289
        "Jetro AS", // 028A
        "Code Gears LTD", // 028B
        "NANOLINK APS", // 028C
        "RF Digital Corp", // 028E
        "Church & Dwight Co., Inc", // 028F
        "Multibit Oy", // 0290
        "CliniCloud Inc", // 0291
        "Blue Bite", // 0293
        "ELIAS GmbH", // 0294
        "Sivantos GmbH", // 0295
        "Petzl", // 0296
        "storm power ltd", // 0297
        "EISST Ltd", // 0298
        "Inexess Technology Simma KG", // 0299
        "Currant, Inc.", // 029A
        "C2 Development, Inc.", // 029B
        "Blue Sky Scientific, LLC", // 029C
        "ALOTTAZS LABS, LLC", // 029D
        "Kupson spol. s r.o.", // 029E
        "Areus Engineering GmbH", // 029F
        "Impossible Camera GmbH", // 02A0
        "Sera4 Ltd.", // 02A2
        "Itude", // 02A3
        "Pacific Lock Company", // 02A4
        "Tendyron Corporation", // 02A5
        "Robert Bosch GmbH", // 02A6
        "Illuxtron international B.V.", // 02A7
        "miSport Ltd.", // 02A8
        "Chargelib", // 02A9
        "Doppler Lab", // 02AA
        "BBPOS Limited", // 02AB
        "RTB Elektronik GmbH & Co. KG", // 02AC
        "Rx Networks, Inc.", // 02AD
        "WeatherFlow, Inc.", // 02AE
        "Technicolor USA Inc.", // 02AF
        "Bestechnic(Shanghai),Ltd", // 02B0
        "Raden Inc", // 02B1
        "Oura Health Oy", // 02B2
        "CLABER S.P.A.", // 02B3
        "Hyginex, Inc.", // 02B4
        "HANSHIN ELECTRIC RAILWAY CO.,LTD.", // 02B5
        "Schneider Electric", // 02B6
        "Oort Technologies LLC", // 02B7
        "Chrono Therapeutics", // 02B8
        "Rinnai Corporation", // 02B9
        "Swissprime Technologies AG", // 02BA
        "YOKOWO CO., LTD.", // 02BB
        "Genevac Ltd", // 02BC
        "Chemtronics", // 02BD
        "Seguro Technology Sp. z o.o.", // 02BE
        "Redbird Flight Simulations", // 02BF
        "Dash Robotics", // 02C0
        "LINE Corporation", // 02C1
        "Guillemot Corporation", // 02C2
        "Techtronic Power Tools Technology Limited", // 02C3
        "Wilson Sporting Goods", // 02C4
        "Lenovo (Singapore) Pte Ltd.", // 02C5
        "Ayatan Sensors", // 02C6
        "Electronics Tomorrow Limited", // 02C7
        "OneSpan", // 02C8
        "PayRange Inc.", // 02C9
        "ABOV Semiconductor", // 02CA
        "AINA-Wireless Inc.", // 02CB
        "BMA ergonomics b.v.", // 02CD
        "Teva Branded Pharmaceutical Products R&D, Inc.", // 02CE
        "Anima", // 02CF
        "3M", // 02D0
        "Empatica Srl", // 02D1
        "Afero, Inc.", // 02D2
        "Powercast Corporation", // 02D3
        "Secuyou ApS", // 02D4
        "OMRON Corporation", // 02D5
        "Send Solutions", // 02D6
        "NIPPON SYSTEMWARE CO.,LTD.", // 02D7
        "Neosfar", // 02D8
        "Fliegl Agrartechnik GmbH", // 02D9
        "Gilvader", // 02DA
        "Digi International Inc (R)", // 02DB
        "DeWalch Technologies, Inc.", // 02DC
        "Flint Rehabilitation Devices, LLC", // 02DD
        "Samsung SDS Co., Ltd.", // 02DE
        "Blur Product Development", // 02DF
        "University of Michigan", // 02E0
        "Victron Energy BV", // 02E1
        "NTT docomo", // 02E2
        "Carmanah Technologies Corp.", // 02E3
        "Bytestorm Ltd.", // 02E4
        "Espressif Systems (Shanghai) Co., Ltd.", // 02E5
        "Unwire", // 02E6
        "Connected Yard, Inc.", // 02E7
        "American Music Environments", // 02E8
        "Sensogram Technologies, Inc.", // 02E9
        "Fujitsu Limited", // 02EA
        "Ardic Technology", // 02EB
        "Delta Systems, Inc", // 02EC
        "HTC Corporation", // 02ED
        "Citizen Holdings Co., Ltd.", // 02EE
        "SMART-INNOVATION.inc", // 02EF
        "Blackrat Software", // 02F0
        "The Idea Cave, LLC", // 02F1
        "GoPro, Inc.", // 02F2
        "AuthAir, Inc", // 02F3
        "Vensi, Inc.", // 02F4
        "Indagem Tech LLC", // 02F5
        "Intemo Technologies", // 02F6
        "Runteq Oy Ltd", // 02F8
        "IMAGINATION TECHNOLOGIES LTD", // 02F9
        "Clarius Mobile Health Corp.", // 02FB
        "Shanghai Frequen Microelectronics Co., Ltd.", // 02FC
        "Lierda Science & Technology Group Co., Ltd.", // 02FE
        "Silicon Laboratories", // 02FF
        "World Moto Inc.", // 0300
        "Giatec Scientific Inc.", // 0301
        "Loop Devices, Inc", // 0302
        "IACA electronique", // 0303
        "Oura Health Ltd", // 0304
        "Swipp ApS", // 0305
        "Life Laboratory Inc.", // 0306
        "FUJI INDUSTRIAL CO.,LTD.", // 0307
        "Surefire, LLC", // 0308
        "Dolby Labs", // 0309
        "Ellisys", // 030A
        "Magnitude Lighting Converters", // 030B
        "Hilti AG", // 030C
        "Devdata S.r.l.", // 030D
        "Shortcut Labs", // 030F
        "SGL Italia S.r.l.", // 0310
        "PEEQ DATA", // 0311
        "Ducere Technologies Pvt Ltd", // 0312
        "DiveNav, Inc.", // 0313
        "RIIG AI Sp. z o.o.", // 0314
        "Thermo Fisher Scientific", // 0315
        "AG Measurematics Pvt. Ltd.", // 0316
        "CHUO Electronics CO., LTD.", // 0317
        "Aspenta International", // 0318
        "Eugster Frismag AG", // 0319
        "Wurth Elektronik eiSos GmbH & Co. KG", // 031A
        "HQ Inc", // 031B
        "Lab Sensor Solutions", // 031C
        "Enterlab ApS", // 031D
        "Eyefi, Inc.", // 031E
        "MetaSystem S.p.A.", // 031F
        "SONO ELECTRONICS. CO., LTD", // 0320
        "Rotor Bike Components", // 0323
        "Astro, Inc.", // 0324
        "Amotus Solutions", // 0325
        "Healthwear Technologies (Changzhou)Ltd", // 0326
        "Essex Electronics", // 0327
        "Grundfos A/S", // 0328
        "Eargo, Inc.", // 0329
        "Electronic Design Lab", // 032A
        "ESYLUX", // 032B
        "NIPPON SMT.CO.,Ltd", // 032C
        "BM innovations GmbH", // 032D
        "indoormap", // 032E
        "OttoQ Inc", // 032F
        "North Pole Engineering", // 0330
        "3flares Technologies Inc.", // 0331
        "Mul-T-Lock", // 0333
        "Airthings ASA", // 0334
        "Enlighted Inc", // 0335
        "GISTIC", // 0336
        "AJP2 Holdings, LLC", // 0337
        "COBI GmbH", // 0338
        "Blue Sky Scientific, LLC", // 0339
        "Appception, Inc.", // 033A
        "Courtney Thorne Limited", // 033B
        "Virtuosys", // 033C
        "TPV Technology Limited", // 033D
        "Monitra SA", // 033E
        "Automation Components, Inc.", // 033F
        "Letsense s.r.l.", // 0340
        "Etesian Technologies LLC", // 0341
        "GERTEC BRASIL LTDA.", // 0342
        "Drekker Development Pty. Ltd.", // 0343
        "Whirl Inc", // 0344
        "Locus Positioning", // 0345
        "Acuity Brands Lighting, Inc", // 0346
        "Prevent Biometrics", // 0347
        "VersaMe", // 0349
        "Libratone A/S", // 034B
        "HM Electronics, Inc.", // 034C
        "TASER International, Inc.", // 034D
        "Heartland Payment Systems", // 034F
        "Bitstrata Systems Inc.", // 0350
        "Pieps GmbH", // 0351
        "iRiding(Xiamen)Technology Co.,Ltd.", // 0352
        "Alpha Audiotronics, Inc.", // 0353
        "TOPPAN FORMS CO.,LTD.", // 0354
        "Sigma Designs, Inc.", // 0355
        "Spectrum Brands, Inc.", // 0356
        "Polymap Wireless", // 0357
        "MagniWare Ltd.", // 0358
        "Novotec Medical GmbH", // 0359
        "Phillips-Medisize A/S", // 035A
        "Matrix Inc.", // 035B
        "Eaton Corporation", // 035C
        "KYS", // 035D
        "Naya Health, Inc.", // 035E
        "Acromag", // 035F
        "Insulet Corporation", // 0360
        "Wellinks Inc.", // 0361
        "ON Semiconductor", // 0362
        "FREELAP SA", // 0363
        "Favero Electronics Srl", // 0364
        "BioMech Sensor LLC", // 0365
        "BOLTT Sports technologies Private limited", // 0366
        "Metormote AB", // 0368
        "littleBits", // 0369
        "SetPoint Medical", // 036A
        "BRControls Products BV", // 036B
        "Zipcar", // 036C
        "AirBolt Pty Ltd", // 036D
        "MOTIVE TECHNOLOGIES, INC.", // 036E
        "Motiv, Inc.", // 036F
        "Wazombi Labs OÜ", // 0370
        "Nixie Labs, Inc.", // 0372
        "AppNearMe Ltd", // 0373
        "Holman Industries", // 0374
        "Expain AS", // 0375
        "Electronic Temperature Instruments Ltd", // 0376
        "Plejd AB", // 0377
        "Propeller Health", // 0378
        "Shenzhen iMCO Electronic Technology Co.,Ltd", // 0379
        "Algoria", // 037A
        "Apption Labs Inc.", // 037B
        "Cronologics Corporation", // 037C
        "MICRODIA Ltd.", // 037D
        "lulabytes S.L.", // 037E
        "Société des Produits Nestlé S.A.", // 037F
        "LLC \"MEGA-F service\"", // 0380
        "Sharp Corporation", // 0381
        "Precision Outcomes Ltd", // 0382
        "Kronos Incorporated", // 0383
        "Embedded Electronic Solutions Ltd. dba e2Solutions", // 0385
        "Aterica Inc.", // 0386
        "BluStor PMC, Inc.", // 0387
        "Kapsch TrafficCom AB", // 0388
        "ActiveBlu Corporation", // 0389
        "Kohler Mira Limited", // 038A
        "Noke", // 038B
        "Appion Inc.", // 038C
        "Resmed Ltd", // 038D
        "Crownstone B.V.", // 038E
        "Xiaomi Inc.", // 038F
        "INFOTECH s.r.o.", // 0390
        "Thingsquare AB", // 0391
        "T&D", // 0392
        "LAVAZZA S.p.A.", // 0393
        "SDATAWAY", // 0395
        "BLOKS GmbH", // 0396
        "LEGO System A/S", // 0397
        "Thetatronics Ltd", // 0398
        "Nikon Corporation", // 0399
        "NeST", // 039A
        "South Silicon Valley Microelectronics", // 039B
        "ALE International", // 039C
        "CareView Communications, Inc.", // 039D
        "SchoolBoard Limited", // 039E
        "Molex Corporation", // 039F
        "IVT Wireless Limited", // 03A0
        "Alpine Labs LLC", // 03A1
        "Candura Instruments", // 03A2
        "SmartMovt Technology Co., Ltd", // 03A3
        "Token Zero Ltd", // 03A4
        "ACE CAD Enterprise Co., Ltd. (ACECAD)", // 03A5
        "Medela, Inc", // 03A6
        "AeroScout", // 03A7
        "Esrille Inc.", // 03A8
        "Exon Sp. z o.o.", // 03AA
        "Meizu Technology Co., Ltd.", // 03AB
        "XiQ", // 03AD
        "Allswell Inc.", // 03AE
        "Comm-N-Sense Corp DBA Verigo", // 03AF
        "VIBRADORM GmbH", // 03B0
        "Otodata Wireless Network Inc.", // 03B1
        "Propagation Systems Limited", // 03B2
        "Midwest Instruments & Controls", // 03B3
        "Alpha Nodus, inc.", // 03B4
        "petPOMM, Inc", // 03B5
        "Mattel", // 03B6
        "Airbly Inc.", // 03B7
        "A-Safe Limited", // 03B8
        "FREDERIQUE CONSTANT SA", // 03B9
        "Maxscend Microelectronics Company Limited", // 03BA
        "Abbott", // 03BB
        "ASB Bank Ltd", // 03BC
        "amadas", // 03BD
        "Applied Science, Inc.", // 03BE
        "iLumi Solutions Inc.", // 03BF
        "Arch Systems Inc.", // 03C0
        "Ember Technologies, Inc.", // 03C1
        "Snapchat Inc", // 03C2
        "Casambi Technologies Oy", // 03C3
        "Pico Technology Inc.", // 03C4
        "St. Jude Medical, Inc.", // 03C5
        "Intricon", // 03C6
        "Structural Health Systems, Inc.", // 03C7
        "Avvel International", // 03C8
        "Gallagher Group", // 03C9
        "In2things Automation Pvt. Ltd.", // 03CA
        "SYSDEV Srl", // 03CB
        "Vonkil Technologies Ltd", // 03CC
        "Wynd Technologies, Inc.", // 03CD
        "CONTRINEX S.A.", // 03CE
        "MIRA, Inc.", // 03CF
        "Watteam Ltd", // 03D0
        "Density Inc.", // 03D1
        "IOT Pot India Private Limited", // 03D2
        "Sigma Connectivity AB", // 03D3
        "PEG PEREGO SPA", // 03D4
        "Wyzelink Systems Inc.", // 03D5
        "Yota Devices LTD", // 03D6
        "FINSECUR", // 03D7
        "Zen-Me Labs Ltd", // 03D8
        "3IWare Co., Ltd.", // 03D9
        "EnOcean GmbH", // 03DA
        "Instabeat, Inc", // 03DB
        "Nima Labs", // 03DC
        "Andreas Stihl AG & Co. KG", // 03DD
        "Nathan Rhoades LLC", // 03DE
        "Grob Technologies, LLC", // 03DF
        "Actions Technology Co.,Ltd", // 03E0
        "SPD Development Company Ltd", // 03E1
        "Sensoan Oy", // 03E2
        "Qualcomm Life Inc", // 03E3
        "Chip-ing AG", // 03E4
        "ffly4u", // 03E5
        "IoT Instruments Oy", // 03E6
        "TRUE Fitness Technology", // 03E7
        "Reiner Kartengeraete GmbH & Co. KG.", // 03E8
        "SHENZHEN LEMONJOY TECHNOLOGY CO., LTD.", // 03E9
        "Hello Inc.", // 03EA
        "Ozo Edu, Inc.", // 03EB
        "Jigowatts Inc.", // 03EC
        "BASIC MICRO.COM,INC.", // 03ED
        "CUBE TECHNOLOGIES", // 03EE
        "foolography GmbH", // 03EF
        "CLINK", // 03F0
        "Hestan Smart Cooking Inc.", // 03F1
        "WindowMaster A/S", // 03F2
        "PAL Technologies Ltd", // 03F4
        "WHERE, Inc.", // 03F5
        "Iton Technology Corp.", // 03F6
        "Owl Labs Inc.", // 03F7
        "Rockford Corp.", // 03F8
        "Becon Technologies Co.,Ltd.", // 03F9
        "Vyassoft Technologies Inc", // 03FA
        "Nox Medical", // 03FB
        "Kimberly-Clark", // 03FC
        "Trimble Inc.", // 03FD
        "Littelfuse", // 03FE
        "Withings", // 03FF
        "i-developer IT Beratung UG", // 0400
        "Relations Inc.", // 0401
        "Sears Holdings Corporation", // 0402
        "Gantner Electronic GmbH", // 0403
        "Authomate Inc", // 0404
        "Vertex International, Inc.", // 0405
        "Swiss Audio SA", // 0407
        "ToGetHome Inc.", // 0408
        "RYSE INC.", // 0409
        "ZF OPENMATICS s.r.o.", // 040A
        "Jana Care Inc.", // 040B
        "Senix Corporation", // 040C
        "NorthStar Battery Company, LLC", // 040D
        "SKF (U.K.) Limited", // 040E
        "CO-AX Technology, Inc.", // 040F
        "Fender Musical Instruments", // 0410
        "Luidia Inc", // 0411
        "SEFAM", // 0412
        "Wireless Cables Inc", // 0413
        "SODA GmbH", // 0416
        "Fatigue Science", // 0417
        "Novalogy LTD", // 0419
        "Friday Labs Limited", // 041A
        "OrthoAccel Technologies", // 041B
        "WaterGuru, Inc.", // 041C
        "Benning Elektrotechnik und Elektronik GmbH & Co. KG", // 041D
        "Dell Computer Corporation", // 041E
        "Kopin Corporation", // 041F
        "TecBakery GmbH", // 0420
        "Backbone Labs, Inc.", // 0421
        "DELSEY SA", // 0422
        "Chargifi Limited", // 0423
        "Trainesense Ltd.", // 0424
        "Unify Software and Solutions GmbH & Co. KG", // 0425
        "Husqvarna AB", // 0426
        "Focus fleet and fuel management inc", // 0427
        "SmallLoop, LLC", // 0428
        "Prolon Inc.", // 0429
        "BD Medical", // 042A
        "iMicroMed Incorporated", // 042B
        "Ticto N.V.", // 042C
        "Meshtech AS", // 042D
        "MemCachier Inc.", // 042E
        "Danfoss A/S", // 042F
        "SnapStyk Inc.", // 0430
        "Alticor Inc.", // 0431
        "Silk Labs, Inc.", // 0432
        "Pillsy Inc.", // 0433
        "Hatch Baby, Inc.", // 0434
        "Blocks Wearables Ltd.", // 0435
        "Drayson Technologies (Europe) Limited", // 0436
        "eBest IOT Inc.", // 0437
        "Helvar Ltd", // 0438
        "Radiance Technologies", // 0439
        "Nuheara Limited", // 043A
        "Appside co., ltd.", // 043B
        "Coiler Corporation", // 043D
        "Thermomedics, Inc.", // 043E
        "Tentacle Sync GmbH", // 043F
        "Valencell, Inc.", // 0440
        "SECOM CO., LTD.", // 0442
        "Tucker International LLC", // 0443
        "Metanate Limited", // 0444
        "Kobian Canada Inc.", // 0445
        "NETGEAR, Inc.", // 0446
        "Fabtronics Australia Pty Ltd", // 0447
        "Grand Centrix GmbH", // 0448
        "1UP USA.com llc", // 0449
        "SHIMANO INC.", // 044A
        "Nain Inc.", // 044B
        "LifeStyle Lock, LLC", // 044C
        "VEGA Grieshaber KG", // 044D
        "Xtrava Inc.", // 044E
        "TTS Tooltechnic Systems AG & Co. KG", // 044F
        "Teenage Engineering AB", // 0450
        "Tunstall Nordic AB", // 0451
        "Svep Design Center AB", // 0452
        "Qorvo Utrecht B.V.", // 0453
        "Sphinx Electronics GmbH & Co KG", // 0454
        "Atomation", // 0455
        "Nemik Consulting Inc", // 0456
        "RF INNOVATION", // 0457
        "Mini Solution Co., Ltd.", // 0458
        "2048450 Ontario Inc", // 045A
        "Delta T Corporation", // 045C
        "Boston Scientific Corporation", // 045D
        "Nuviz, Inc.", // 045E
        "Real Time Automation, Inc.", // 045F
        "Kolibree", // 0460
        "vhf elektronik GmbH", // 0461
        "Bonsai Systems GmbH", // 0462
        "Fathom Systems Inc.", // 0463
        "Bellman & Symfon Group AB", // 0464
        "International Forte Group LLC", // 0465
        "Codenex Oy", // 0467
        "Kynesim Ltd", // 0468
        "Palago AB", // 0469
        "INSIGMA INC.", // 046A
        "PMD Solutions", // 046B
        "Qingdao Realtime Technology Co., Ltd.", // 046C
        "BEGA Gantenbrink-Leuchten KG", // 046D
        "Pambor Ltd.", // 046E
        "Develco Products A/S", // 046F
        "iDesign s.r.l.", // 0470
        "TiVo Corp", // 0471
        "Control-J Pty Ltd", // 0472
        "Steelcase, Inc.", // 0473
        "iApartment co., ltd.", // 0474
        "Icom inc.", // 0475
        "Blue Spark Technologies", // 0477
        "FarSite Communications Limited", // 0478
        "mywerk system GmbH", // 0479
        "Sinosun Technology Co., Ltd.", // 047A
        "MIYOSHI ELECTRONICS CORPORATION", // 047B
        "POWERMAT LTD", // 047C
        "Occly LLC", // 047D
        "OurHub Dev IvS", // 047E
        "Pro-Mark, Inc.", // 047F
        "Quintrax Limited", // 0481
        "POS Tuning Udo Vosshenrich GmbH & Co. KG", // 0482
        "Revol Technologies Inc", // 0484
        "SKIDATA AG", // 0485
        "DEV TECNOLOGIA INDUSTRIA, COMERCIO E MANUTENCAO DE EQUIPAMENTOS LTDA. - ME", // 0486
        "Centrica Connected Home", // 0487
        "Automotive Data Solutions Inc", // 0488
        "Igarashi Engineering", // 0489
        "Taelek Oy", // 048A
        "Vectronix AG", // 048C
        "S-Labs Sp. z o.o.", // 048D
        "Companion Medical, Inc.", // 048E
        "BlueKitchen GmbH", // 048F
        "Matting AB", // 0490
        "SOREX - Wireless Solutions GmbH", // 0491
        "ADC Technology, Inc.", // 0492
        "Lynxemi Pte Ltd", // 0493
        "SENNHEISER electronic GmbH & Co. KG", // 0494
        "Polymorphic Labs LLC", // 0496
        "Cochlear Limited", // 0497
        "METER Group, Inc. USA", // 0498
        "Ruuvi Innovations Ltd.", // 0499
        "Situne AS", // 049A
        "nVisti, LLC", // 049B
        "DyOcean", // 049C
        "Uhlmann & Zacher GmbH", // 049D
        "AND!XOR LLC", // 049E
        "Popper Pay AB", // 049F
        "ovrEngineered, LLC", // 04A2
        "GT-tronics HK Ltd", // 04A3
        "Herbert Waldmann GmbH & Co. KG", // 04A4
        "Guangzhou FiiO Electronics Technology Co.,Ltd", // 04A5
        "Vinetech Co., Ltd", // 04A6
        "Dallas Logic Corporation", // 04A7
        "BioTex, Inc.", // 04A8
        "LINKIO SAS", // 04AA
        "Harbortronics, Inc.", // 04AB
        "Undagrid B.V.", // 04AC
        "Shure Inc", // 04AD
        "ERM Electronic Systems LTD", // 04AE
        "BIOROWER Handelsagentur GmbH", // 04AF
        "Kartographers Technologies Pvt. Ltd.", // 04B1
        "The Shadow on the Moon", // 04B2
        "mobike (Hong Kong) Limited", // 04B3
        "Inuheat Group AB", // 04B4
        "Swiftronix AB", // 04B5
        "Diagnoptics Technologies", // 04B6
        "Analog Devices, Inc.", // 04B7
        "Soraa Inc.", // 04B8
        "CSR Building Products Limited", // 04B9
        "Crestron Electronics, Inc.", // 04BA
        "Neatebox Ltd", // 04BB
        "Draegerwerk AG & Co. KGaA", // 04BC
        "AlbynMedical", // 04BD
        "Averos FZCO", // 04BE
        "VIT Initiative, LLC", // 04BF
        "Statsports International", // 04C0
        "Sospitas, s.r.o.", // 04C1
        "Dmet Products Corp.", // 04C2
        "Mantracourt Electronics Limited", // 04C3
        "TeAM Hutchins AB", // 04C4
        "Seibert Williams Glass, LLC", // 04C5
        "Insta GmbH", // 04C6
        "Svantek Sp. z o.o.", // 04C7
        "Shanghai Flyco Electrical Appliance Co., Ltd.", // 04C8
        "Thornwave Labs Inc", // 04C9
        "Steiner-Optik GmbH", // 04CA
        "Novo Nordisk A/S", // 04CB
        "Safetech Products LLC", // 04CD
        "GOOOLED S.R.L.", // 04CE
        "DOM Sicherheitstechnik GmbH & Co. KG", // 04CF
        "Olympus Corporation", // 04D0
        "KTS GmbH", // 04D1
        "Anloq Technologies Inc.", // 04D2
        "Queercon, Inc", // 04D3
        "TASKA PROSTHETICS LIMITED", // 04D4
        "Gooee Limited", // 04D5
        "LUGLOC LLC", // 04D6
        "Blincam, Inc.", // 04D7
        "FUJIFILM Corporation", // 04D8
        "RM Acquisition LLC", // 04D9
        "Franceschi Marina snc", // 04DA
        "Engineered Audio, LLC.", // 04DB
        "IOTTIVE (OPC) PRIVATE LIMITED", // 04DC
        "4MOD Technology", // 04DD
        "Lutron Electronics Co., Inc.", // 04DE
        "Emerson Electric Co.", // 04DF
        "Guardtec, Inc.", // 04E0
        "REACTEC LIMITED", // 04E1
        "Under Armour", // 04E3
        "Woodenshark", // 04E4
        "Avack Oy", // 04E5
        "Smart Solution Technology, Inc.", // 04E6
        "STABILO International", // 04E8
        "Busch Jaeger Elektro GmbH", // 04E9
        "Pacific Bioscience Laboratories, Inc", // 04EA
        "Bird Home Automation GmbH", // 04EB
        "Motorola Solutions", // 04EC
        "Auxivia", // 04EE
        "DaisyWorks, Inc", // 04EF
        "Kosi Limited", // 04F0
        "Theben AG", // 04F1
        "InDreamer Techsol Private Limited", // 04F2
        "Cerevast Medical", // 04F3
        "ZanCompute Inc.", // 04F4
        "Pirelli Tyre S.P.A.", // 04F5
        "McLear Limited", // 04F6
        "Shenzhen Goodix Technology Co., Ltd", // 04F7
        "Convergence Systems Limited", // 04F8
        "Interactio", // 04F9
        "Androtec GmbH", // 04FA
        "Benchmark Drives GmbH & Co. KG", // 04FB
        "SwingLync L. L. C.", // 04FC
        "Tapkey GmbH", // 04FD
        "Woosim Systems Inc.", // 04FE
        "Microsemi Corporation", // 04FF
        "Wiliot LTD.", // 0500
        "Polaris IND", // 0501
        "Specifi-Kali LLC", // 0502
        "Locoroll, Inc", // 0503
        "PHYPLUS Inc", // 0504
        "InPlay, Inc.", // 0505
        "Hager", // 0506
        "Yellowcog", // 0507
        "Axes System sp. z o. o.", // 0508
        "Garage Smart, Inc.", // 0509
        "Shake-on B.V.", // 050A
        "Vibrissa Inc.", // 050B
        "OSRAM GmbH", // 050C
        "TRSystems GmbH", // 050D
        "Yichip Microelectronics (Hangzhou) Co.,Ltd.", // 050E
        "Foundation Engineering LLC", // 050F
        "UNI-ELECTRONICS, INC.", // 0510
        "Brookfield Equinox LLC", // 0511
        "Soprod SA", // 0512
        "9974091 Canada Inc.", // 0513
        "FIBRO GmbH", // 0514
        "RB Controls Co., Ltd.", // 0515
        "Footmarks", // 0516
        "Amtronic Sverige AB", // 0517
        "MAMORIO.inc", // 0518
        "Tyto Life LLC", // 0519
        "Leica Camera AG", // 051A
        "EDPS", // 051C
        "OFF Line Co., Ltd.", // 051D
        "Detect Blue Limited", // 051E
        "Setec Pty Ltd", // 051F
        "Target Corporation", // 0520
        "IAI Corporation", // 0521
        "NS Tech, Inc.", // 0522
        "MTG Co., Ltd.", // 0523
        "Hangzhou iMagic Technology Co., Ltd", // 0524
        "HONGKONG NANO IC TECHNOLOGIES  CO., LIMITED", // 0525
        "Honeywell International Inc.", // 0526
        "Albrecht JUNG", // 0527
        "Lunera Lighting Inc.", // 0528
        "Lumen UAB", // 0529
        "Keynes Controls Ltd", // 052A
        "Novartis AG", // 052B
        "Geosatis SA", // 052C
        "EXFO, Inc.", // 052D
        "LEDVANCE GmbH", // 052E
        "Center ID Corp.", // 052F
        "Adolene, Inc.", // 0530
        "D&M Holdings Inc.", // 0531
        "CRESCO Wireless, Inc.", // 0532
        "Nura Operations Pty Ltd", // 0533
        "Frontiergadget, Inc.", // 0534
        "Smart Component Technologies Limited", // 0535
        "ZTR Control Systems LLC", // 0536
        "MetaLogics Corporation", // 0537
        "Medela AG", // 0538
        "OPPLE Lighting Co., Ltd", // 0539
        "Savitech Corp.,", // 053A
        "prodigy", // 053B
        "Screenovate Technologies Ltd", // 053C
        "TESA SA", // 053D
        "CLIM8 LIMITED", // 053E
        "Silergy Corp", // 053F
        "SilverPlus, Inc", // 0540
        "Sharknet srl", // 0541
        "Mist Systems, Inc.", // 0542
        "MIWA LOCK CO.,Ltd", // 0543
        "OrthoSensor, Inc.", // 0544
        "Apexar Technologies S.A.", // 0546
        "LOGICDATA Electronic & Software Entwicklungs GmbH", // 0547
        "Knick Elektronische Messgeraete GmbH & Co. KG", // 0548
        "Smart Technologies and Investment Limited", // 0549
        "Linough Inc.", // 054A
        "Advanced Electronic Designs, Inc.", // 054B
        "Carefree Scott Fetzer Co Inc", // 054C
        "Sensome", // 054D
        "FORTRONIK storitve d.o.o.", // 054E
        "Sinnoz", // 054F
        "Sylero", // 0551
        "Avempace SARL", // 0552
        "Nintendo Co., Ltd.", // 0553
        "National Instruments", // 0554
        "KROHNE Messtechnik GmbH", // 0555
        "Otodynamics Ltd", // 0556
        "Arwin Technology Limited", // 0557
        "benegear, inc.", // 0558
        "Newcon Optik", // 0559
        "CANDY HOUSE, Inc.", // 055A
        "FRANKLIN TECHNOLOGY INC", // 055B
        "Lely", // 055C
        "Valve Corporation", // 055D
        "Hekatron Vertriebs GmbH", // 055E
        "PROTECH S.A.S. DI GIRARDI ANDREA & C.", // 055F
        "Sarita CareTech APS", // 0560
        "Finder S.p.A.", // 0561
        "Thalmic Labs Inc.", // 0562
        "Steinel Vertrieb GmbH", // 0563
        "Beghelli Spa", // 0564
        "CORE TRANSPORT TECHNOLOGIES NZ LIMITED", // 0566
        "Xiamen Everesports Goods Co., Ltd", // 0567
        "Bodyport Inc.", // 0568
        "Flipnavi Co.,Ltd.", // 056A
        "Rion Co., Ltd.", // 056B
        "Long Range Systems, LLC", // 056C
        "Redmond Industrial Group LLC", // 056D
        "VIZPIN INC.", // 056E
        "BikeFinder AS", // 056F
        "Consumer Sleep Solutions LLC", // 0570
        "PSIKICK, INC.", // 0571
        "AntTail.com", // 0572
        "Lighting Science Group Corp.", // 0573
        "AFFORDABLE ELECTRONICS INC", // 0574
        "Integral Memroy Plc", // 0575
        "Globalstar, Inc.", // 0576
        "True Wearables, Inc.", // 0577
        "Wellington Drive Technologies Ltd", // 0578
        "OMNI Remotes", // 057A
        "Duracell U.S. Operations Inc.", // 057B
        "Toor Technologies LLC", // 057C
        "Instinct Performance", // 057D
        "Beco, Inc", // 057E
        "Scuf Gaming International, LLC", // 057F
        "LYS TECHNOLOGIES LTD", // 0581
        "Breakwall Analytics, LLC", // 0582
        "Code Blue Communications", // 0583
        "Gira Giersiepen GmbH & Co. KG", // 0584
        "Hearing Lab Technology", // 0585
        "LEGRAND", // 0586
        "Derichs GmbH", // 0587
        "ALT-TEKNIK LLC", // 0588
        "Star Technologies", // 0589
        "START TODAY CO.,LTD.", // 058A
        "Maxim Integrated Products", // 058B
        "Fracarro Radioindustrie SRL", // 058C
        "Jungheinrich Aktiengesellschaft", // 058D
        "Meta Platforms Technologies, LLC", // 058E
        "HENDON SEMICONDUCTORS PTY LTD", // 058F
        "Pur3 Ltd", // 0590
        "Viasat Group S.p.A.", // 0591
        "IZITHERM", // 0592
        "Spaulding Clinical Research", // 0593
        "Kohler Company", // 0594
        "Inor Process AB", // 0595
        "My Smart Blinds", // 0596
        "RadioPulse Inc", // 0597
        "rapitag GmbH", // 0598
        "Lazlo326, LLC.", // 0599
        "Teledyne Lecroy, Inc.", // 059A
        "Dataflow Systems Limited", // 059B
        "Macrogiga Electronics", // 059C
        "Tandem Diabetes Care", // 059D
        "Polycom, Inc.", // 059E
        "Fisher & Paykel Healthcare", // 059F
        "Dream Devices Technologies Oy", // 05A0
        "Shanghai Xiaoyi Technology Co.,Ltd.", // 05A1
        "ADHERIUM(NZ) LIMITED", // 05A2
        "Axiomware Systems Incorporated", // 05A3
        "O. E. M. Controls, Inc.", // 05A4
        "Kiiroo BV", // 05A5
        "Telecon Mobile Limited", // 05A6
        "Sonos Inc", // 05A7
        "Tom Allebrandi Consulting", // 05A8
        "Monidor", // 05A9
        "Tramex Limited", // 05AA
        "Nofence AS", // 05AB
        "GoerTek Dynaudio Co., Ltd.", // 05AC
        "INIA", // 05AD
        "CARMATE MFG.CO.,LTD", // 05AE
        "OV LOOP, INC.", // 05AF
        "NewTec GmbH", // 05B0
        "Medallion Instrumentation Systems", // 05B1
        "CAREL INDUSTRIES S.P.A.", // 05B2
        "Parabit Systems, Inc.", // 05B3
        "White Horse Scientific ltd", // 05B4
        "verisilicon", // 05B5
        "Elecs Industry Co.,Ltd.", // 05B6
        "Beijing Pinecone Electronics Co.,Ltd.", // 05B7
        "Ambystoma Labs Inc.", // 05B8
        "Suzhou Pairlink Network Technology", // 05B9
        "igloohome", // 05BA
        "Oxford Metrics plc", // 05BB
        "Leviton Mfg. Co., Inc.", // 05BC
        "ULC Robotics Inc.", // 05BD
        "Real-World-Systems Corporation", // 05BF
        "Nalu Medical, Inc.", // 05C0
        "P.I.Engineering", // 05C1
        "Grote Industries", // 05C2
        "Runtime, Inc.", // 05C3
        "Codecoup sp. z o.o. sp. k.", // 05C4
        "SELVE GmbH & Co. KG", // 05C5
        "Lippert Components, INC", // 05C7
        "SOMFY SAS", // 05C8
        "TBS Electronics B.V.", // 05C9
        "MHL Custom Inc", // 05CA
        "LucentWear LLC", // 05CB
        "WATTS ELECTRONICS", // 05CC
        "RJ Brands LLC", // 05CD
        "V-ZUG Ltd", // 05CE
        "Biowatch SA", // 05CF
        "Anova Applied Electronics", // 05D0
        "Lindab AB", // 05D1
        "frogblue TECHNOLOGY GmbH", // 05D2
        "Acurable Limited", // 05D3
        "LAMPLIGHT Co., Ltd.", // 05D4
        "TEGAM, Inc.", // 05D5
        "Zhuhai Jieli technology Co.,Ltd", // 05D6
        "modum.io AG", // 05D7
        "Farm Jenny LLC", // 05D8
        "Toyo Electronics Corporation", // 05D9
        "Applied Neural Research Corp", // 05DA
        "Avid Identification Systems, Inc.", // 05DB
        "Petronics Inc.", // 05DC
        "essentim GmbH", // 05DD
        "QT Medical INC.", // 05DE
        "VIRTUALCLINIC.DIRECT LIMITED", // 05DF
        "Viper Design LLC", // 05E0
        "Human, Incorporated", // 05E1
        "stAPPtronics GmbH", // 05E2
        "Elemental Machines, Inc.", // 05E3
        "Taiyo Yuden Co., Ltd", // 05E4
        "INEO ENERGY& SYSTEMS", // 05E5
        "Motion Instruments Inc.", // 05E6
        "PressurePro", // 05E7
        "COWBOY", // 05E8
        "iconmobile GmbH", // 05E9
        "ACS-Control-System GmbH", // 05EA
        "Bayerische Motoren Werke AG", // 05EB
        "Gycom Svenska AB", // 05EC
        "Fuji Xerox Co., Ltd", // 05ED
        "SIKOM AS", // 05EF
        "beken", // 05F0
        "The Linux Foundation", // 05F1
        "Try and E CO.,LTD.", // 05F2
        "SeeScan", // 05F3
        "Clearity, LLC", // 05F4
        "GS TAG", // 05F5
        "DPTechnics", // 05F6
        "TRACMO, INC.", // 05F7
        "Anki Inc.", // 05F8
        "Hagleitner Hygiene International GmbH", // 05F9
        "Konami Sports Life Co., Ltd.", // 05FA
        "Arblet Inc.", // 05FB
        "Masbando GmbH", // 05FC
        "Innoseis", // 05FD
        "Niko nv", // 05FE
        "Wellnomics Ltd", // 05FF
        "iRobot Corporation", // 0600
        "Schrader Electronics", // 0601
        "Geberit International AG", // 0602
        "Fourth Evolution Inc", // 0603
        "FMW electronic Futterer u. Maier-Wolf OHG", // 0605
        "John Deere", // 0606
        "Rookery Technology Ltd", // 0607
        "KeySafe-Cloud", // 0608
        "BUCHI Labortechnik AG", // 0609
        "IQAir AG", // 060A
        "Triax Technologies Inc", // 060B
        "Vuzix Corporation", // 060C
        "TDK Corporation", // 060D
        "Blueair AB", // 060E
        "Signify Netherlands B.V.", // 060F
        "ADH GUARDIAN USA LLC", // 0610
        "Beurer GmbH", // 0611
        "Playfinity AS", // 0612
        "Hans Dinslage GmbH", // 0613
        "OnAsset Intelligence, Inc.", // 0614
        "INTER ACTION Corporation", // 0615
        "OS42 UG (haftungsbeschraenkt)", // 0616
        "WIZCONNECTED COMPANY LIMITED", // 0617
        "Audio-Technica Corporation", // 0618
        "Six Guys Labs, s.r.o.", // 0619
        "R.W. Beckett Corporation", // 061A
        "silex technology, inc.", // 061B
        "Univations Limited", // 061C
        "SENS Innovation ApS", // 061D
        "Diamond Kinetics, Inc.", // 061E
        "Phrame Inc.", // 061F
        "Forciot Oy", // 0620
        "Noordung d.o.o.", // 0621
        "Beam Labs, LLC", // 0622
        "Biovotion AG", // 0624
        "Square Panda, Inc.", // 0625
        "Amplifico", // 0626
        "WEG S.A.", // 0627
        "Ensto Oy", // 0628
        "PHONEPE PVT LTD", // 0629
        "MinebeaMitsumi Inc.", // 062B
        "ASPion GmbH", // 062C
        "Vossloh-Schwabe Deutschland GmbH", // 062D
        "Procept", // 062E
        "ONKYO Corporation", // 062F
        "Asthrea D.O.O.", // 0630
        "Fortiori Design LLC", // 0631
        "Hugo Muller GmbH & Co KG", // 0632
        "Wangi Lai PLT", // 0633
        "Fanstel Corp", // 0634
        "Crookwood", // 0635
        "ELECTRONICA INTEGRAL DE SONIDO S.A.", // 0636
        "GiP Innovation Tools GmbH", // 0637
        "LX SOLUTIONS PTY LIMITED", // 0638
        "Shenzhen Minew Technologies Co., Ltd.", // 0639
        "Prolojik Limited", // 063A
        "Kromek Group Plc", // 063B
        "Contec Medical Systems Co., Ltd.", // 063C
        "Xradio Technology Co.,Ltd.", // 063D
        "The Indoor Lab, LLC", // 063E
        "LDL TECHNOLOGY", // 063F
        "Dish Network LLC", // 0640
        "Revenue Collection Systems FRANCE SAS", // 0641
        "Bluetrum Technology Co.,Ltd", // 0642
        "makita corporation", // 0643
        "Apogee Instruments", // 0644
        "BM3", // 0645
        "SGV Group Holding GmbH & Co. KG", // 0646
        "MED-EL", // 0647
        "Ultune Technologies", // 0648
        "Ryeex Technology Co.,Ltd.", // 0649
        "Open Research Institute, Inc.", // 064A
        "Scale-Tec, Ltd", // 064B
        "Zumtobel Group AG", // 064C
        "iLOQ Oy", // 064D
        "KRUXWorks Technologies Private Limited", // 064E
        "Digital Matter Pty Ltd", // 064F
        "Coravin, Inc.", // 0650
        "Stasis Labs, Inc.", // 0651
        "ITZ Innovations- und Technologiezentrum GmbH", // 0652
        "Meggitt SA", // 0653
        "Ledlenser GmbH & Co. KG", // 0654
        "Renishaw PLC", // 0655
        "ZhuHai AdvanPro Technology Company Limited", // 0656
        "Meshtronix Limited", // 0657
        "Payex Norge AS", // 0658
        "UnSeen Technologies Oy", // 0659
        "Marshall Group AB", // 065A
        "Sesam Solutions BV", // 065B
        "PixArt Imaging Inc.", // 065C
        "Panduit Corp.", // 065D
        "Alo AB", // 065E
        "Ricoh Company Ltd", // 065F
        "RTC Industries, Inc.", // 0660
        "Mode Lighting Limited", // 0661
        "Particle Industries, Inc.", // 0662
        "Advanced Telemetry Systems, Inc.", // 0663
        "RHA TECHNOLOGIES LTD", // 0664
        "Pure International Limited", // 0665
        "WTO Werkzeug-Einrichtungen GmbH", // 0666
        "Spark Technology Labs Inc.", // 0667
        "Bleb Technology srl", // 0668
        "Livanova USA, Inc.", // 0669
        "Brady Worldwide Inc.", // 066A
        "DewertOkin GmbH", // 066B
        "Ztove ApS", // 066C
        "Venso EcoSolutions AB", // 066D
        "Eurotronik Kranj d.o.o.", // 066E
        "Hug Technology Ltd", // 066F
        "Gema Switzerland GmbH", // 0670
        "Buzz Products Ltd.", // 0671
        "Kopi", // 0672
        "Innova Ideas Limited", // 0673
        "BeSpoon", // 0674
        "Expai Solutions Private Limited", // 0676
        "Innovation First, Inc.", // 0677
        "SABIK Offshore GmbH", // 0678
        "4iiii Innovations Inc.", // 0679
        "The Energy Conservatory, Inc.", // 067A
        "I.FARM, INC.", // 067B
        "Tile, Inc.", // 067C
        "Form Athletica Inc.", // 067D
        "NETGRID S.N.C. DI BISSOLI MATTEO, CAMPOREALE SIMONE, TOGNETTI FEDERICO", // 067F
        "Mannkind Corporation", // 0680
        "Trade FIDES a.s.", // 0681
        "Photron Limited", // 0682
        "Eltako GmbH", // 0683
        "Dermalapps, LLC", // 0684
        "Greenwald Industries", // 0685
        "inQs Co., Ltd.", // 0686
        "Cherry GmbH", // 0687
        "Amsted Digital Solutions Inc.", // 0688
        "Tacx b.v.", // 0689
        "Raytac Corporation", // 068A
        "Jiangsu Teranovo Tech Co., Ltd.", // 068B
        "Razer Inc.", // 068E
        "JRM Group Limited", // 068F
        "Eccrine Systems, Inc.", // 0690
        "Curie Point AB", // 0691
        "Georg Fischer AG", // 0692
        "Hach - Danaher", // 0693
        "T&A Laboratories LLC", // 0694
        "Koki Holdings Co., Ltd.", // 0695
        "Gunakar Private Limited", // 0696
        "Stemco Products Inc", // 0697
        "Wood IT Security, LLC", // 0698
        "RandomLab SAS", // 0699
        "Adero, Inc.", // 069A
        "Dragonchip Limited", // 069B
        "Noomi AB", // 069C
        "Delta Electronics, Inc.", // 069E
        "FlowMotion Technologies AS", // 069F
        "OBIQ Location Technology Inc.", // 06A0
        "Cardo Systems, Ltd", // 06A1
        "Globalworx GmbH", // 06A2
        "Nymbus, LLC", // 06A3
        "LIMNO Co. Ltd.", // 06A4
        "TEKZITEL PTY LTD", // 06A5
        "Roambee Corporation", // 06A6
        "Chipsea Technologies (ShenZhen) Corp.", // 06A7
        "GD Midea Air-Conditioning Equipment Co., Ltd.", // 06A8
        "Soundmax Electronics Limited", // 06A9
        "Produal Oy", // 06AA
        "HMS Industrial Networks AB", // 06AB
        "Ingchips Technology Co., Ltd.", // 06AC
        "InnovaSea Systems Inc.", // 06AD
        "SenseQ Inc.", // 06AE
        "Shoof Technologies", // 06AF
        "BRK Brands, Inc.", // 06B0
        "SimpliSafe, Inc.", // 06B1
        "Tussock Innovation 2013 Limited", // 06B2
        "Sencilion Oy", // 06B4
        "Wabilogic Ltd.", // 06B5
        "Sociometric Solutions, Inc.", // 06B6
        "iCOGNIZE GmbH", // 06B7
        "ShadeCraft, Inc", // 06B8
        "Beflex Inc.", // 06B9
        "Beaconzone Ltd", // 06BA
        "Leaftronix Analogic Solutions Private Limited", // 06BB
        "TWS Srl", // 06BC
        "ABB Oy", // 06BD
        "HitSeed Oy", // 06BE
        "CAME S.p.A.", // 06C0
        "Alarm.com Holdings, Inc", // 06C1
        "Measurlogic Inc.", // 06C2
        "King I Electronics.Co.,Ltd", // 06C3
        "Dream Labs GmbH", // 06C4
        "Urban Compass, Inc", // 06C5
        "Simm Tronic Limited", // 06C6
        "Somatix Inc", // 06C7
        "Storz & Bickel GmbH & Co. KG", // 06C8
        "MYLAPS B.V.", // 06C9
        "Shenzhen Zhongguang Infotech Technology Development Co., Ltd", // 06CA
        "Dyeware, LLC", // 06CB
        "Dongguan SmartAction Technology Co.,Ltd.", // 06CC
        "DIG Corporation", // 06CD
        "FIOR & GENTZ", // 06CE
        "Etekcity Corporation", // 06D0
        "Meyer Sound Laboratories, Incorporated", // 06D1
        "CeoTronics AG", // 06D2
        "DYNAKODE TECHNOLOGY PRIVATE LIMITED", // 06D4
        "Sensirion AG", // 06D5
        "JCT Healthcare Pty Ltd", // 06D6
        "FUBA Automotive Electronics GmbH", // 06D7
        "AW Company", // 06D8
        "Shanghai Mountain View Silicon Co.,Ltd.", // 06D9
        "Zliide Technologies ApS", // 06DA
        "Automatic Labs, Inc.", // 06DB
        "Industrial Network Controls, LLC", // 06DC
        "Intellithings Ltd.", // 06DD
        "Navcast, Inc.", // 06DE
        "HLI Solutions Inc.", // 06DF
        "Avaya Inc.", // 06E0
        "Milestone AV Technologies LLC", // 06E1
        "Alango Technologies Ltd", // 06E2
        "Spinlock Ltd", // 06E3
        "Aluna", // 06E4
        "OPTEX CO.,LTD.", // 06E5
        "NIHON DENGYO KOUSAKU", // 06E6
        "VELUX A/S", // 06E7
        "Almendo Technologies GmbH", // 06E8
        "Zmartfun Electronics, Inc.", // 06E9
        "SafeLine Sweden AB", // 06EA
        "Houston Radar LLC", // 06EB
        "Sigur", // 06EC
        "J Neades Ltd", // 06ED
        "ALCARE Co., Ltd.", // 06EF
        "Chargy Technologies, SL", // 06F0
        "Shibutani Co., Ltd.", // 06F1
        "Trapper Data AB", // 06F2
        "Alfred International Inc.", // 06F3
        "Touché Technology Ltd", // 06F4
        "Vigil Technologies Inc.", // 06F5
        "Vitulo Plus BV", // 06F6
        "WILKA Schliesstechnik GmbH", // 06F7
        "BodyPlus Technology Co.,Ltd", // 06F8
        "happybrush GmbH", // 06F9
        "Enequi AB", // 06FA
        "Sartorius AG", // 06FB
        "Tom Communication Industrial Co.,Ltd.", // 06FC
        "ESS Embedded System Solutions Inc.", // 06FD
        "Mahr GmbH", // 06FE
        "Redpine Signals Inc", // 06FF
        "TraqFreq LLC", // 0700
        "PAFERS TECH", // 0701
        "Akciju sabiedriba \"SAF TEHNIKA\"", // 0702
        "Beijing Jingdong Century Trading Co., Ltd.", // 0703
        "JBX Designs Inc.", // 0704
        "AB Electrolux", // 0705
        "Wernher von Braun Center for ASdvanced Research", // 0706
        "Essity Hygiene and Health Aktiebolag", // 0707
        "Be Interactive Co., Ltd", // 0708
        "Carewear Corp.", // 0709
        "Huf Hülsbeck & Fürst GmbH & Co. KG", // 070A
        "Element Products, Inc.", // 070B
        "Beijing Winner Microelectronics Co.,Ltd", // 070C
        "SmartSnugg Pty Ltd", // 070D
        "FiveCo Sarl", // 070E
        "California Things Inc.", // 070F
        "Audiodo AB", // 0710
        "ABAX AS", // 0711
        "Bull Group Company Limited", // 0712
        "Respiri Limited", // 0713
        "MindPeace Safety LLC", // 0714
        "MBARC LABS Inc", // 0715
        "Altonics", // 0716
        "IDIBAIX enginneering", // 0718
        "COREIOT PTY LTD", // 0719
        "REVSMART WEARABLE HK CO LTD", // 071A
        "Precor", // 071B
        "F5 Sports, Inc", // 071C
        "exoTIC Systems", // 071D
        "DONGGUAN HELE ELECTRONICS CO., LTD", // 071E
        "Dongguan Liesheng Electronic Co.Ltd", // 071F
        "Oculeve, Inc.", // 0720
        "Clover Network, Inc.", // 0721
        "Xiamen Eholder Electronics Co.Ltd", // 0722
        "Ford Motor Company", // 0723
        "Guangzhou SuperSound Information Technology Co.,Ltd", // 0724
        "Tedee Sp. z o.o.", // 0725
        "PHC Corporation", // 0726
        "Eli Lilly and Company", // 0728
        "SwaraLink Technologies", // 0729
        "JMR embedded systems GmbH", // 072A
        "Bitkey Inc.", // 072B
        "GWA Hygiene GmbH", // 072C
        "Safera Oy", // 072D
        "Open Platform Systems LLC", // 072E
        "OnePlus Electronics (Shenzhen) Co., Ltd.", // 072F
        "Wildlife Acoustics, Inc.", // 0730
        "ABLIC Inc.", // 0731
        "Dairy Tech, LLC", // 0732
        "Iguanavation, Inc.", // 0733
        "DiUS Computing Pty Ltd", // 0734
        "UpRight Technologies LTD", // 0735
        "Luna XIO, Inc.", // 0736
        "LLC Navitek", // 0737
        "Glass Security Pte Ltd", // 0738
        "Jiangsu Qinheng Co., Ltd.", // 0739
        "Chandler Systems Inc.", // 073A
        "Fantini Cosmi s.p.a.", // 073B
        "Beijing Hao Heng Tian Tech Co., Ltd.", // 073D
        "Bluepack S.R.L.", // 073E
        "Beijing Unisoc Technologies Co., Ltd.", // 073F
        "MAC SRL", // 0741
        "DML LLC", // 0742
        "Sanofi", // 0743
        "SOCOMEC", // 0744
        "WIZNOVA, Inc.", // 0745
        "Seitec Elektronik GmbH", // 0746
        "OR Technologies Pty Ltd", // 0747
        "GuangZhou KuGou Computer Technology Co.Ltd", // 0748
        "DIAODIAO (Beijing) Technology Co., Ltd.", // 0749
        "Illusory Studios LLC", // 074A
        "Sarvavid Software Solutions LLP", // 074B
        "Amtech Systems, LLC", // 074D
        "EAGLE DETECTION SA", // 074E
        "MEDIATECH S.R.L.", // 074F
        "Hamilton Professional Services of Canada Incorporated", // 0750
        "Changsha JEMO IC Design Co.,Ltd", // 0751
        "Elatec GmbH", // 0752
        "JLG Industries, Inc.", // 0753
        "Michael Parkin", // 0754
        "Brother Industries, Ltd", // 0755
        "Lumens For Less, Inc", // 0756
        "ELA Innovation", // 0757
        "umanSense AB", // 0758
        "Shanghai InGeek Cyber Security Co., Ltd.", // 0759
        "HARMAN CO.,LTD.", // 075A
        "Smart Sensor Devices AB", // 075B
        "Antitronics Inc.", // 075C
        "RHOMBUS SYSTEMS, INC.", // 075D
        "Katerra Inc.", // 075E
        "Remote Solution Co., LTD.", // 075F
        "Vimar SpA", // 0760
        "Mantis Tech LLC", // 0761
        "TerOpta Ltd", // 0762
        "PIKOLIN S.L.", // 0763
        "WWZN Information Technology Company Limited", // 0764
        "Voxx International", // 0765
        "ART AND PROGRAM, INC.", // 0766
        "NITTO DENKO ASIA TECHNICAL CENTRE PTE. LTD.", // 0767
        "Peloton Interactive Inc.", // 0768
        "Force Impact Technologies", // 0769
        "Dmac Mobile Developments, LLC", // 076A
        "Engineered Medical Technologies", // 076B
        "Noodle Technology inc", // 076C
        "Graesslin GmbH", // 076D
        "WuQi technologies, Inc.", // 076E
        "Successful Endeavours Pty Ltd", // 076F
        "InnoCon Medical ApS", // 0770
        "Corvex Connected Safety", // 0771
        "Thirdwayv Inc.", // 0772
        "Echoflex Solutions Inc.", // 0773
        "C-MAX Asia Limited", // 0774
        "4eBusiness GmbH", // 0775
        "Cyber Transport Control GmbH", // 0776
        "Cue", // 0777
        "KOAMTAC INC.", // 0778
        "Loopshore Oy", // 0779
        "Niruha Systems Private Limited", // 077A
        "radius co., ltd.", // 077C
        "Sensority, s.r.o.", // 077D
        "Sparkage Inc.", // 077E
        "Glenview Software Corporation", // 077F
        "Finch Technologies Ltd.", // 0780
        "Qingping Technology (Beijing) Co., Ltd.", // 0781
        "DeviceDrive AS", // 0782
        "ESEMBER LIMITED LIABILITY COMPANY", // 0783
        "audifon GmbH & Co. KG", // 0784
        "O2 Micro, Inc.", // 0785
        "HLP Controls Pty Limited", // 0786
        "BubblyNet, LLC", // 0788
        "PCB Piezotronics, Inc.", // 0789
        "The Wildflower Foundation", // 078A
        "Optikam Tech Inc.", // 078B
        "MINIBREW HOLDING B.V", // 078C
        "Cybex GmbH", // 078D
        "FUJIMIC NIIGATA, INC.", // 078E
        "Hanna Instruments, Inc.", // 078F
        "KOMPAN A/S", // 0790
        "Scosche Industries, Inc.", // 0791
        "Cricut, Inc.", // 0792
        "AEV spol. s r.o.", // 0793
        "The Coca-Cola Company", // 0794
        "GASTEC CORPORATION", // 0795
        "StarLeaf Ltd", // 0796
        "Water-i.d. GmbH", // 0797
        "HoloKit, Inc.", // 0798
        "PlantChoir Inc.", // 0799
        "GuangDong Oppo Mobile Telecommunications Corp., Ltd.", // 079A
        "CST ELECTRONICS (PROPRIETARY) LIMITED", // 079B
        "Sky UK Limited", // 079C
        "Digibale Pty Ltd", // 079D
        "Smartloxx GmbH", // 079E
        "Pune Scientific LLP", // 079F
        "Regent Beleuchtungskorper AG", // 07A0
        "Apollo Neuroscience, Inc.", // 07A1
        "Roku, Inc.", // 07A2
        "Xiamen Mage Information Technology Co., Ltd.", // 07A4
        "RAB Lighting, Inc.", // 07A5
        "Musen Connect, Inc.", // 07A6
        "Zume, Inc.", // 07A7
        "conbee GmbH", // 07A8
        "Bruel & Kjaer Sound & Vibration", // 07A9
        "The Kroger Co.", // 07AA
        "Granite River Solutions, Inc.", // 07AB
        "LoupeDeck Oy", // 07AC
        "New H3C Technologies Co.,Ltd", // 07AD
        "Aurea Solucoes Tecnologicas Ltda.", // 07AE
        "Hong Kong Bouffalo Lab Limited", // 07AF
        "GV Concepts Inc.", // 07B0
        "Thomas Dynamics, LLC", // 07B1
        "Moeco IOT Inc.", // 07B2
        "2N TELEKOMUNIKACE a.s.", // 07B3
        "Hormann KG Antriebstechnik", // 07B4
        "CRONO CHIP, S.L.", // 07B5
        "Soundbrenner Limited", // 07B6
        "ETABLISSEMENTS GEORGES RENAULT", // 07B7
        "iSwip", // 07B8
        "Epona Biotec Limited", // 07B9
        "Battery-Biz Inc.", // 07BA
        "EPIC S.R.L.", // 07BB
        "KD CIRCUITS LLC", // 07BC
        "Genedrive Diagnostics Ltd", // 07BD
        "Axentia Technologies AB", // 07BE
        "REGULA Ltd.", // 07BF
        "Biral AG", // 07C0
        "Radinn AB", // 07C2
        "CIMTechniques, Inc.", // 07C3
        "Johnson Health Tech NA", // 07C4
        "June Life, Inc.", // 07C5
        "Bluenetics GmbH", // 07C6
        "iaconicDesign Inc.", // 07C7
        "WRLDS Creations AB", // 07C8
        "Skullcandy, Inc.", // 07C9
        "Modul-System HH AB", // 07CA
        "West Pharmaceutical Services, Inc.", // 07CB
        "Barnacle Systems Inc.", // 07CC
        "Smart Wave Technologies Canada Inc", // 07CD
        "Shanghai Top-Chip Microelectronics Tech. Co., LTD", // 07CE
        "NeoSensory, Inc.", // 07CF
        "Hangzhou Tuya Information  Technology Co., Ltd", // 07D0
        "Shanghai Panchip Microelectronics Co., Ltd", // 07D1
        "React Accessibility Limited", // 07D2
        "LIVNEX Co.,Ltd.", // 07D3
        "Kano Computing Limited", // 07D4
        "hoots classic GmbH", // 07D5
        "ecobee Inc.", // 07D6
        "Nanjing Qinheng Microelectronics Co., Ltd", // 07D7
        "SOLUTIONS AMBRA INC.", // 07D8
        "Micro-Design, Inc.", // 07D9
        "STARLITE Co., Ltd.", // 07DA
        "Remedee Labs", // 07DB
        "ThingOS GmbH & Co KG", // 07DC
        "Linear Circuits", // 07DD
        "Unlimited Engineering SL", // 07DE
        "Snap-on Incorporated", // 07DF
        "Edifier International Limited", // 07E0
        "Lucie Labs", // 07E1
        "Alfred Kaercher SE & Co. KG", // 07E2
        "Airoha Technology Corp.", // 07E3
        "Geeksme S.L.", // 07E4
        "Minut, Inc.", // 07E5
        "Waybeyond Limited", // 07E6
        "Komfort IQ, Inc.", // 07E7
        "Packetcraft, Inc.", // 07E8
        "Häfele GmbH & Co KG", // 07E9
        "ShapeLog, Inc.", // 07EA
        "NOVABASE S.R.L.", // 07EB
        "Frecce LLC", // 07EC
        "Joule IQ, INC.", // 07ED
        "KidzTek LLC", // 07EE
        "Aktiebolaget Sandvik Coromant", // 07EF
        "e-moola.com Pty Ltd", // 07F0
        "Zimi Innovations Pty Ltd", // 07F1
        "SERENE GROUP, INC", // 07F2
        "DIGISINE ENERGYTECH CO. LTD.", // 07F3
        "MEDIRLAB Orvosbiologiai Fejleszto Korlatolt Felelossegu Tarsasag", // 07F4
        "Byton North America Corporation", // 07F5
        "Shenzhen TonliScience and Technology Development Co.,Ltd", // 07F6
        "Cesar Systems Ltd.", // 07F7
        "quip NYC Inc.", // 07F8
        "Direct Communication Solutions, Inc.", // 07F9
        "Klipsch Group, Inc.", // 07FA
        "Access Co., Ltd", // 07FB
        "Renault SA", // 07FC
        "JSK CO., LTD.", // 07FD
        "BIROTA", // 07FE
        "maxon motor ltd.", // 07FF
        "Optek", // 0800
        "CRONUS ELECTRONICS LTD", // 0801
        "NantSound, Inc.", // 0802
        "Domintell s.a.", // 0803
        "Andon Health Co.,Ltd", // 0804
        "Urbanminded Ltd", // 0805
        "TYRI Sweden AB", // 0806
        "ECD Electronic Components GmbH Dresden", // 0807
        "SISTEMAS KERN, SOCIEDAD ANÓMINA", // 0808
        "Trulli Audio", // 0809
        "Altaneos", // 080A
        "Nanoleaf Canada Limited", // 080B
        "Ingy B.V.", // 080C
        "Azbil Co.", // 080D
        "TATTCOM LLC", // 080E
        "Paradox Engineering SA", // 080F
        "LECO Corporation", // 0810
        "Becker Antriebe GmbH", // 0811
        "Mstream Technologies., Inc.", // 0812
        "Flextronics International USA Inc.", // 0813
        "Ossur hf.", // 0814
        "SKC Inc", // 0815
        "SPICA SYSTEMS LLC", // 0816
        "Wangs Alliance Corporation", // 0817
        "tatwah SA", // 0818
        "Hunter Douglas Inc", // 0819
        "Shenzhen Conex", // 081A
        "DIM3", // 081B
        "Bobrick Washroom Equipment, Inc.", // 081C
        "Potrykus Holdings and Development LLC", // 081D
        "iNFORM Technology GmbH", // 081E
        "eSenseLab LTD", // 081F
        "Brilliant Home Technology, Inc.", // 0820
        "INOVA Geophysical, Inc.", // 0821
        "adafruit industries", // 0822
        "Nexite Ltd", // 0823
        "8Power Limited", // 0824
        "CME PTE. LTD.", // 0825
        "Hyundai Motor Company", // 0826
        "Kickmaker", // 0827
        "Shanghai Suisheng Information Technology Co., Ltd.", // 0828
        "HEXAGON METROLOGY DIVISION ROMER", // 0829
        "Mitutoyo Corporation", // 082A
        "shenzhen fitcare electronics Co.,Ltd", // 082B
        "INGICS TECHNOLOGY CO., LTD.", // 082C
        "INCUS PERFORMANCE LTD.", // 082D
        "ABB S.p.A.", // 082E
        "Blippit AB", // 082F
        "Foxble, LLC", // 0831
        "Intermotive,Inc.", // 0832
        "Conneqtech B.V.", // 0833
        "RIKEN KEIKI CO., LTD.,", // 0834
        "Canopy Growth Corporation", // 0835
        "Bitwards Oy", // 0836
        "vivo Mobile Communication Co., Ltd.", // 0837
        "Etymotic Research, Inc.", // 0838
        "A puissance 3", // 0839
        "BPW Bergische Achsen Kommanditgesellschaft", // 083A
        "Piaggio Fast Forward", // 083B
        "BeerTech LTD", // 083C
        "Tokenize, Inc.", // 083D
        "Zorachka LTD", // 083E
        "D-Link Corp.", // 083F
        "Down Range Systems LLC", // 0840
        "General Luminaire (Shanghai) Co., Ltd.", // 0841
        "Tangshan HongJia electronic technology co., LTD.", // 0842
        "FRAGRANCE DELIVERY TECHNOLOGIES LTD", // 0843
        "Pepperl + Fuchs GmbH", // 0844
        "Dometic Corporation", // 0845
        "USound GmbH", // 0846
        "DNANUDGE LIMITED", // 0847
        "JUJU JOINTS CANADA CORP.", // 0848
        "Dopple Technologies B.V.", // 0849
        "ARCOM", // 084A
        "Biotechware SRL", // 084B
        "ORSO Inc.", // 084C
        "SafePort", // 084D
        "Carol Cole Company", // 084E
        "Embedded Fitness B.V.", // 084F
        "Yealink (Xiamen) Network Technology Co.,LTD", // 0850
        "Subeca, Inc.", // 0851
        "Cognosos, Inc.", // 0852
        "Pektron Group Limited", // 0853
        "Tap Sound System", // 0854
        "Helios Sports, Inc.", // 0855
        "Canopy Growth Corporation", // 0856
        "Parsyl Inc", // 0857
        "SOUNDBOKS", // 0858
        "BlueUp", // 0859
        "DAKATECH", // 085A
        "Nisshinbo Micro Devices Inc.", // 085B
        "ACOS CO.,LTD.", // 085C
        "Guilin Zhishen Information Technology Co.,Ltd.", // 085D
        "Krog Systems LLC", // 085E
        "Alflex Products B.V.", // 0860
        "SmartSensor Labs Ltd", // 0861
        "SmartDrive", // 0862
        "Yo-tronics Technology Co., Ltd.", // 0863
        "Rafaelmicro", // 0864
        "Emergency Lighting Products Limited", // 0865
        "LAONZ Co.,Ltd", // 0866
        "Western Digital Techologies, Inc.", // 0867
        "WIOsense GmbH & Co. KG", // 0868
        "EVVA Sicherheitstechnologie GmbH", // 0869
        "Odic Incorporated", // 086A
        "Pacific Track, LLC", // 086B
        "Revvo Technologies, Inc.", // 086C
        "Biometrika d.o.o.", // 086D
        "Vorwerk Elektrowerke GmbH & Co. KG", // 086E
        "Trackunit A/S", // 086F
        "Wyze Labs, Inc", // 0870
        "Dension Elektronikai Kft.", // 0871
        "11 Health & Technologies Limited", // 0872
        "Innophase Incorporated", // 0873
        "Treegreen Limited", // 0874
        "Berner International LLC", // 0875
        "SmartResQ ApS", // 0876
        "Valtech", // 0877
        "The Chamberlain Group, Inc.", // 0878
        "MIZUNO Corporation", // 0879
        "ZRF, LLC", // 087A
        "BYSTAMP", // 087B
        "Crosscan GmbH", // 087C
        "Konftel AB", // 087D
        "1bar.net Limited", // 087E
        "Phillips Connect Technologies LLC", // 087F
        "imagiLabs AB", // 0880
        "Optalert", // 0881
        "PSYONIC, Inc.", // 0882
        "Wintersteiger AG", // 0883
        "Controlid Industria, Comercio de Hardware e Servicos de Tecnologia Ltda", // 0884
        "Movella Technologies B.V.", // 0886
        "Hydro-Gear Limited Partnership", // 0887
        "EnPointe Fencing Pty Ltd", // 0888
        "XANTHIO", // 0889
        "sclak s.r.l.", // 088A
        "Tricorder Arraay Technologies LLC", // 088B
        "GB Solution co.,Ltd", // 088C
        "Soliton Systems K.K.", // 088D
        "Tait International Limited", // 088F
        "NICHIEI INTEC CO., LTD.", // 0890
        "SmartWireless GmbH & Co. KG", // 0891
        "Ingenieurbuero Birnfeld UG (haftungsbeschraenkt)", // 0892
        "Maytronics Ltd", // 0893
        "EPIFIT", // 0894
        "Gimer medical", // 0895
        "Nokian Renkaat Oyj", // 0896
        "Current Lighting Solutions LLC", // 0897
        "Sensibo, Inc.", // 0898
        "SFS unimarket AG", // 0899
        "Private limited company \"Teltonika\"", // 089A
        "Saucon Technologies", // 089B
        "Embedded Devices Co. Company", // 089C
        "J-J.A.D.E. Enterprise LLC", // 089D
        "i-SENS, inc.", // 089E
        "Witschi Electronic Ltd", // 089F
        "Aclara Technologies LLC", // 08A0
        "EXEO TECH CORPORATION", // 08A1
        "Epic Systems Co., Ltd.", // 08A2
        "Hoffmann SE", // 08A3
        "Realme Chongqing Mobile Telecommunications Corp., Ltd.", // 08A4
        "Intelligenceworks Inc.", // 08A6
        "TGR 1.618 Limited", // 08A7
        "Shanghai Kfcube Inc", // 08A8
        "Fraunhofer IIS", // 08A9
        "SZ DJI TECHNOLOGY CO.,LTD", // 08AA
        "Coburn Technology, LLC", // 08AB
        "Topre Corporation", // 08AC
        "Kayamatics Limited", // 08AD
        "Moticon ReGo AG", // 08AE
        "Polidea Sp. z o.o.", // 08AF
        "Trivedi Advanced Technologies LLC", // 08B0
        "CORE|vision BV", // 08B1
        "PF SCHWEISSTECHNOLOGIE GMBH", // 08B2
        "IONIQ Skincare GmbH & Co. KG", // 08B3
        "Sengled Co., Ltd.", // 08B4
        "TransferFi", // 08B5
        "Boehringer Ingelheim Vetmedica GmbH", // 08B6
        "ABB Inc", // 08B7
        "Check Technology Solutions LLC", // 08B8
        "U-Shin Ltd.", // 08B9
        "HYPER ICE, INC.", // 08BA
        "Tokai-rika co.,ltd.", // 08BB
        "Prevayl Limited", // 08BC
        "bf1systems limited", // 08BD
        "ubisys technologies GmbH", // 08BE
        "SIRC Co., Ltd.", // 08BF
        "Accent Advanced Systems SLU", // 08C0
        "Rayden.Earth LTD", // 08C1
        "Lindinvent AB", // 08C2
        "CHIPOLO d.o.o.", // 08C3
        "J. Wagner GmbH", // 08C5
        "Integra Optics Inc", // 08C6
        "Monadnock Systems Ltd.", // 08C7
        "Liteboxer Technologies Inc.", // 08C8
        "Noventa AG", // 08C9
        "Nubia Technology Co.,Ltd.", // 08CA
        "JT INNOVATIONS LIMITED", // 08CB
        "TGM TECHNOLOGY CO., LTD.", // 08CC
        "ifly", // 08CD
        "ZIMI CORPORATION", // 08CE
        "betternotstealmybike UG (with limited liability)", // 08CF
        "ESTOM Infotech Kft.", // 08D0
        "Sensovium Inc.", // 08D1
        "Virscient Limited", // 08D2
        "Novel Bits, LLC", // 08D3
        "ADATA Technology Co., LTD.", // 08D4
        "KEYes", // 08D5
        "Inovonics Corp", // 08D7
        "WARES", // 08D8
        "Pointr Labs Limited", // 08D9
        "Miridia Technology Incorporated", // 08DA
        "Tertium Technology", // 08DB
        "SHENZHEN AUKEY E BUSINESS CO., LTD", // 08DC
        "code-Q", // 08DD
        "TE Connectivity Corporation", // 08DE
        "IRIS OHYAMA CO.,LTD.", // 08DF
        "Philia Technology", // 08E0
        "KOZO KEIKAKU ENGINEERING Inc.", // 08E1
        "Shenzhen Simo Technology co. LTD", // 08E2
        "Republic Wireless, Inc.", // 08E3
        "Rashidov ltd", // 08E4
        "Crowd Connected Ltd", // 08E5
        "Eneso Tecnologia de Adaptacion S.L.", // 08E6
        "Barrot Technology Co.,Ltd.", // 08E7
        "Naonext", // 08E8
        "Taiwan Intelligent Home Corp.", // 08E9
        "COWBELL ENGINEERING CO.,LTD.", // 08EA
        "Beijing Big Moment Technology Co., Ltd.", // 08EB
        "Denso Corporation", // 08EC
        "IMI Hydronic Engineering International SA", // 08ED
        "Askey Computer Corp.", // 08EE
        "Cumulus Digital Systems, Inc", // 08EF
        "Joovv, Inc.", // 08F0
        "The L.S. Starrett Company", // 08F1
        "Microoled", // 08F2
        "PSP - Pauli Services & Products GmbH", // 08F3
        "Kodimo Technologies Company Limited", // 08F4
        "Tymtix Technologies Private Limited", // 08F5
        "Dermal Photonics Corporation", // 08F6
        "MTD Products Inc & Affiliates", // 08F7
        "instagrid GmbH", // 08F8
        "Spacelabs Medical Inc.", // 08F9
        "Troo Corporation", // 08FA
        "Darkglass Electronics Oy", // 08FB
        "Hill-Rom", // 08FC
        "BioIntelliSense, Inc.", // 08FD
        "Ketronixs Sdn Bhd", // 08FE
        "Plastimold Products, Inc", // 08FF
        "Beijing Zizai Technology Co., LTD.", // 0900
        "Lucimed", // 0901
        "TSC Auto-ID Technology Co., Ltd.", // 0902
        "DATAMARS, Inc.", // 0903
        "SUNCORPORATION", // 0904
        "Yandex Services AG", // 0905
        "Scope Logistical Solutions", // 0906
        "User Hello, LLC", // 0907
        "Pinpoint Innovations Limited", // 0908
        "70mai Co.,Ltd.", // 0909
        "Zhuhai Hoksi Technology CO.,LTD", // 090A
        "EMBR labs, INC", // 090B
        "Radiawave Technologies Co.,Ltd.", // 090C
        "IOT Invent GmbH", // 090D
        "OPTIMUSIOT TECH LLP", // 090E
        "VC Inc.", // 090F
        "ASR Microelectronics (Shanghai) Co., Ltd.", // 0910
        "Douglas Lighting Controls Inc.", // 0911
        "Nerbio Medical Software Platforms Inc", // 0912
        "Braveheart Wireless, Inc.", // 0913
        "INEO-SENSE", // 0914
        "Honda Motor Co., Ltd.", // 0915
        "Ambient Sensors LLC", // 0916
        "ASR Microelectronics(ShenZhen)Co., Ltd.", // 0917
        "Technosphere Labs Pvt. Ltd.", // 0918
        "NO SMD LIMITED", // 0919
        "Albertronic BV", // 091A
        "Luminostics, Inc.", // 091B
        "Oblamatik AG", // 091C
        "Innokind, Inc.", // 091D
        "Melbot Studios, Sociedad Limitada", // 091E
        "Myzee Technology", // 091F
        "KAHA PTE. LTD.", // 0921
        "Shanghai MXCHIP Information Technology Co., Ltd.", // 0922
        "JSB TECH PTE LTD", // 0923
        "Fundacion Tecnalia Research and Innovation", // 0924
        "Yukai Engineering Inc.", // 0925
        "Gooligum Technologies Pty Ltd", // 0926
        "ROOQ GmbH", // 0927
        "AiRISTA", // 0928
        "Qingdao Haier Technology Co., Ltd.", // 0929
        "Sappl Verwaltungs- und Betriebs GmbH", // 092A
        "TekHome", // 092B
        "PCI Private Limited", // 092C
        "Leggett & Platt, Incorporated", // 092D
        "PS GmbH", // 092E
        "C.O.B.O. SpA", // 092F
        "James Walker RotaBolt Limited", // 0930
        "BREATHINGS Co., Ltd.", // 0931
        "BarVision, LLC", // 0932
        "SRAM", // 0933
        "KiteSpring Inc.", // 0934
        "Reconnect, Inc.", // 0935
        "Elekon AG", // 0936
        "RealThingks GmbH", // 0937
        "Henway Technologies, LTD.", // 0938
        "ASTEM Co.,Ltd.", // 0939
        "LinkedSemi Microelectronics (Xiamen) Co., Ltd", // 093A
        "ENSESO LLC", // 093B
        "Xenoma Inc.", // 093C
        "Adolf Wuerth GmbH & Co KG", // 093D
        "Catalyft Labs, Inc.", // 093E
        "JEPICO Corporation", // 093F
        "Hero Workout GmbH", // 0940
        "Rivian Automotive, LLC", // 0941
        "TRANSSION HOLDINGS LIMITED", // 0942
        "Agitron d.o.o.", // 0944
        "Globe (Jiangsu) Co., Ltd", // 0945
        "AMC International Alfa Metalcraft Corporation AG", // 0946
        "First Light Technologies Ltd.", // 0947
        "Wearable Link Limited", // 0948
        "Metronom Health Europe", // 0949
        "Zwift, Inc.", // 094A
        "Kindeva Drug Delivery L.P.", // 094B
        "GimmiSys GmbH", // 094C
        "tkLABS INC.", // 094D
        "PassiveBolt, Inc.", // 094E
        "Limited Liability Company \"Mikrotikls\"", // 094F
        "Capetech", // 0950
        "PPRS", // 0951
        "Apptricity Corporation", // 0952
        "LogiLube, LLC", // 0953
        "Julbo", // 0954
        "Breville Group", // 0955
        "Kerlink", // 0956
        "Ohsung Electronics", // 0957
        "ZTE Corporation", // 0958
        "HerdDogg, Inc", // 0959
        "Lismore Instruments Limited", // 095B
        "LogiLube, LLC", // 095C
        "Electronic Theatre Controls", // 095D
        "BioEchoNet inc.", // 095E
        "NUANCE HEARING LTD", // 095F
        "Sena Technologies Inc.", // 0960
        "Linkura AB", // 0961
        "GL Solutions K.K.", // 0962
        "Moonbird BV", // 0963
        "Countrymate Technology Limited", // 0964
        "Asahi Kasei Corporation", // 0965
        "PointGuard, LLC", // 0966
        "Neo Materials and Consulting Inc.", // 0967
        "Actev Motors, Inc.", // 0968
        "Woan Technology (Shenzhen) Co., Ltd.", // 0969
        "dricos, Inc.", // 096A
        "Guide ID B.V.", // 096B
        "9374-7319 Quebec inc", // 096C
        "Gunwerks, LLC", // 096D
        "Band Industries, inc.", // 096E
        "Lund Motion Products, Inc.", // 096F
        "IBA Dosimetry GmbH", // 0970
        "GA", // 0971
        "Closed Joint Stock Company \"Zavod Flometr\" (\"Zavod Flometr\" CJSC)", // 0972
        "Popit Oy", // 0973
        "ABEYE", // 0974
        "BlueIOT(Beijing) Technology Co.,Ltd", // 0975
        "Fauna Audio GmbH", // 0976
        "TOYOTA motor corporation", // 0977
        "ZifferEins GmbH & Co. KG", // 0978
        "BIOTRONIK SE & Co. KG", // 0979
        "CORE CORPORATION", // 097A
        "CTEK Sweden AB", // 097B
        "Thorley Industries, LLC", // 097C
        "CLB B.V.", // 097D
        "SonicSensory Inc", // 097E
        "ISEMAR S.R.L.", // 097F
        "DEKRA TESTING AND CERTIFICATION, S.A.U.", // 0980
        "Bernard Krone Holding SE & Co.KG", // 0981
        "ELPRO-BUCHS AG", // 0982
        "Feedback Sports LLC", // 0983
        "TeraTron GmbH", // 0984
        "Lumos Health Inc.", // 0985
        "Cello Hill, LLC", // 0986
        "TSE BRAKES, INC.", // 0987
        "BHM-Tech Produktionsgesellschaft m.b.H", // 0988
        "WIKA Alexander Wiegand SE & Co.KG", // 0989
        "Biovigil", // 098A
        "Mequonic Engineering, S.L.", // 098B
        "bGrid B.V.", // 098C
        "ADVEEZ", // 098E
        "Aktiebolaget Regin", // 098F
        "Anton Paar GmbH", // 0990
        "Telenor ASA", // 0991
        "Big Kaiser Precision Tooling Ltd", // 0992
        "Absolute Audio Labs B.V.", // 0993
        "VT42 Pty Ltd", // 0994
        "Bronkhorst High-Tech B.V.", // 0995
        "C. & E. Fein GmbH", // 0996
        "NextMind", // 0997
        "Pixie Dust Technologies, Inc.", // 0998
        "eTactica ehf", // 0999
        "New Audio LLC", // 099A
        "Sendum Wireless Corporation", // 099B
        "deister electronic GmbH", // 099C
        "YKK AP Inc.", // 099D
        "Step One Limited", // 099E
        "Koya Medical, Inc.", // 099F
        "Proof Diagnostics, Inc.", // 09A0
        "VOS Systems, LLC", // 09A1
        "ENGAGENOW DATA SCIENCES PRIVATE LIMITED", // 09A2
        "ARDUINO SA", // 09A3
        "KUMHO ELECTRICS, INC", // 09A4
        "Security Enhancement Systems, LLC", // 09A5
        "BEIJING ELECTRIC VEHICLE CO.,LTD", // 09A6
        "Paybuddy ApS", // 09A7
        "KHN Solutions LLC", // 09A8
        "Nippon Ceramic Co.,Ltd.", // 09A9
        "PHOTODYNAMIC INCORPORATED", // 09AA
        "DashLogic, Inc.", // 09AB
        "Ambiq", // 09AC
        "Narhwall Inc.", // 09AD
        "Pozyx NV", // 09AE
        "ifLink Open Community", // 09AF
        "Deublin Company, LLC", // 09B0
        "BLINQY", // 09B1
        "DYPHI", // 09B2
        "BlueX Microelectronics Corp Ltd.", // 09B3
        "PentaLock Aps.", // 09B4
        "AUTEC Gesellschaft fuer Automationstechnik mbH", // 09B5
        "Pegasus Technologies, Inc.", // 09B6
        "Bout Labs, LLC", // 09B7
        "PlayerData Limited", // 09B8
        "SAVOY ELECTRONIC LIGHTING", // 09B9
        "Elimo Engineering Ltd", // 09BA
        "SkyStream Corporation", // 09BB
        "Aerosens LLC", // 09BC
        "Centre Suisse d'Electronique et de Microtechnique SA", // 09BD
        "Vessel Ltd.", // 09BE
        "Span.IO, Inc.", // 09BF
        "AnotherBrain inc.", // 09C0
        "Rosewill", // 09C1
        "Universal Audio, Inc.", // 09C2
        "JAPAN TOBACCO INC.", // 09C3
        "UVISIO", // 09C4
        "HungYi Microelectronics Co.,Ltd.", // 09C5
        "Honor Device Co., Ltd.", // 09C6
        "Combustion, LLC", // 09C7
        "XUNTONG", // 09C8
        "CrowdGlow Ltd", // 09C9
        "Mobitrace", // 09CA
        "Hx Engineering, LLC", // 09CB
        "Senso4s d.o.o.", // 09CC
        "Julius Blum GmbH", // 09CE
        "BlueStreak IoT, LLC", // 09CF
        "Chess Wise B.V.", // 09D0
        "ABLEPAY TECHNOLOGIES AS", // 09D1
        "Temperature Sensitive Solutions Systems Sweden AB", // 09D2
        "ORBIS Inc.", // 09D4
        "GEAR RADIO ELECTRONICS CORP.", // 09D5
        "EAR TEKNIK ISITME VE ODIOMETRI CIHAZLARI SANAYI VE TICARET ANONIM SIRKETI", // 09D6
        "Coyotta", // 09D7
        "Synergy Tecnologia em Sistemas Ltda", // 09D8
        "VivoSensMedical GmbH", // 09D9
        "Nagravision SA", // 09DA
        "Bionic Avionics Inc.", // 09DB
        "AON2 Ltd.", // 09DC
        "Innoware Development AB", // 09DD
        "JLD Technology Solutions, LLC", // 09DE
        "Magnus Technology Sdn Bhd", // 09DF
        "Tag-N-Trac Inc", // 09E1
        "Wuhan Linptech Co.,Ltd.", // 09E2
        "Friday Home Aps", // 09E3
        "CPS AS", // 09E4
        "Mobilogix", // 09E5
        "Masonite Corporation", // 09E6
        "Kabushikigaisha HANERON", // 09E7
        "Melange Systems Pvt. Ltd.", // 09E8
        "LumenRadio AB", // 09E9
        "Athlos Oy", // 09EA
        "KEAN ELECTRONICS PTY LTD", // 09EB
        "Yukon advanced optics worldwide, UAB", // 09EC
        "Sibel Inc.", // 09ED
        "OJMAR SA", // 09EE
        "Steinel Solutions AG", // 09EF
        "WatchGas B.V.", // 09F0
        "OM Digital Solutions Corporation", // 09F1
        "Audeara Pty Ltd", // 09F2
        "Beijing Zero Zero Infinity Technology Co.,Ltd.", // 09F3
        "Spectrum Technologies, Inc.", // 09F4
        "OKI Electric Industry Co., Ltd", // 09F5
        "Mobile Action Technology Inc.", // 09F6
        "SENSATEC Co., Ltd.", // 09F7
        "R.O. S.R.L.", // 09F8
        "Hangzhou Yaguan Technology Co. LTD", // 09F9
        "Listen Technologies Corporation", // 09FA
        "TOITU CO., LTD.", // 09FB
        "Confidex", // 09FC
        "Keep Technologies, Inc.", // 09FD
        "Lichtvision Engineering GmbH", // 09FE
        "AIRSTAR", // 09FF
        "Ampler Bikes OU", // 0A00
        "Cleveron AS", // 0A01
        "Ayxon-Dynamics GmbH", // 0A02
        "donutrobotics Co., Ltd.", // 0A03
        "Flosonics Medical", // 0A04
        "Southwire Company, LLC", // 0A05
        "Shanghai wuqi microelectronics Co.,Ltd", // 0A06
        "Reflow Pty Ltd", // 0A07
        "Oras Oy", // 0A08
        "Volan Technology Inc.", // 0A0A
        "SIANA Systems", // 0A0B
        "Shanghai Yidian Intelligent Technology Co., Ltd.", // 0A0C
        "Blue Peacock GmbH", // 0A0D
        "Roland Corporation", // 0A0E
        "LIXIL Corporation", // 0A0F
        "SUBARU Corporation", // 0A10
        "Sensolus", // 0A11
        "Dyson Technology Limited", // 0A12
        "Tec4med LifeScience GmbH", // 0A13
        "CROXEL, INC.", // 0A14
        "Syng Inc", // 0A15
        "RIDE VISION LTD", // 0A16
        "Plume Design Inc", // 0A17
        "Cambridge Animal Technologies Ltd", // 0A18
        "Maxell, Ltd.", // 0A19
        "Link Labs, Inc.", // 0A1A
        "Embrava Pty Ltd", // 0A1B
        "INPEAK S.C.", // 0A1C
        "API-K", // 0A1D
        "CombiQ AB", // 0A1E
        "DeVilbiss Healthcare LLC", // 0A1F
        "Jiangxi Innotech Technology Co., Ltd", // 0A20
        "Apollogic Sp. z o.o.", // 0A21
        "DAIICHIKOSHO CO., LTD.", // 0A22
        "BIXOLON CO.,LTD", // 0A23
        "Atmosic Technologies, Inc.", // 0A24
        "Eran Financial Services LLC", // 0A25
        "Louis Vuitton", // 0A26
        "AYU DEVICES PRIVATE LIMITED", // 0A27
        "NanoFlex Power Corporation", // 0A28
        "Worthcloud Technology Co.,Ltd", // 0A29
        "Yamaha Corporation", // 0A2A
        "PaceBait IVS", // 0A2B
        "Shenzhen H&T Intelligent Control Co., Ltd", // 0A2C
        "Shenzhen Feasycom Technology Co., Ltd.", // 0A2D
        "Instamic, Inc.", // 0A2F
        "Air-Weigh", // 0A30
        "Nevro Corp.", // 0A31
        "Pinnacle Technology, Inc.", // 0A32
        "WMF AG", // 0A33
        "Luxer Corporation", // 0A34
        "safectory GmbH", // 0A35
        "NGK SPARK PLUG CO., LTD.", // 0A36
        "2587702 Ontario Inc.", // 0A37
        "Bouffalo Lab (Nanjing)., Ltd.", // 0A38
        "BLUETICKETING SRL", // 0A39
        "Incotex Co. Ltd.", // 0A3A
        "Galileo Technology Limited", // 0A3B
        "Siteco GmbH", // 0A3C
        "DELABIE", // 0A3D
        "Shenzhen Yopeak Optoelectronics Technology Co., Ltd.", // 0A3F
        "OPEX Corporation", // 0A41
        "Motionalysis, Inc.", // 0A42
        "Busch Systems International Inc.", // 0A43
        "Novidan, Inc.", // 0A44
        "3SI Security Systems, Inc", // 0A45
        "Beijing HC-Infinite Technology Limited", // 0A46
        "The Wand Company Ltd", // 0A47
        "JRC Mobility Inc.", // 0A48
        "Venture Research Inc.", // 0A49
        "Map Large, Inc.", // 0A4A
        "MistyWest Energy and Transport Ltd.", // 0A4B
        "SiFli Technologies (shanghai) Inc.", // 0A4C
        "Lockn Technologies Private Limited", // 0A4D
        "Toytec Corporation", // 0A4E
        "VANMOOF Global Holding B.V.", // 0A4F
        "Nextscape Inc.", // 0A50
        "CSIRO", // 0A51
        "Follow Sense Europe B.V.", // 0A52
        "KKM COMPANY LIMITED", // 0A53
        "SQL Technologies Corp.", // 0A54
        "Inugo Systems Limited", // 0A55
        "ambie", // 0A56
        "Meizhou Guo Wei Electronics Co., Ltd", // 0A57
        "Indigo Diabetes", // 0A58
        "TourBuilt, LLC", // 0A59
        "Sontheim Industrie Elektronik GmbH", // 0A5A
        "LEGIC Identsystems AG", // 0A5B
        "Innovative Design Labs Inc.", // 0A5C
        "MG Energy Systems B.V.", // 0A5D
        "stryker", // 0A5F
        "DATANG SEMICONDUCTOR TECHNOLOGY CO.,LTD", // 0A60
        "Smart Parks B.V.", // 0A61
        "MOKO TECHNOLOGY Ltd", // 0A62
        "Geopal system A/S", // 0A64
        "Lytx, INC.", // 0A65
        "Beijing SuperHexa Century Technology CO. Ltd", // 0A67
        "Focus Ingenieria SRL", // 0A68
        "HAPPIEST BABY, INC.", // 0A69
        "Scribble Design Inc.", // 0A6A
        "Olympic Ophthalmics, Inc.", // 0A6B
        "Pokkels", // 0A6C
        "KUUKANJYOKIN Co.,Ltd.", // 0A6D
        "Pac Sane Limited", // 0A6E
        "Warner Bros.", // 0A6F
        "Ooma", // 0A70
        "Senquip Pty Ltd", // 0A71
        "Jumo GmbH & Co. KG", // 0A72
        "Innohome Oy", // 0A73
        "MICROSON S.A.", // 0A74
        "Delta Cycle Corporation", // 0A75
        "Synaptics Incorporated", // 0A76
        "AXTRO PTE. LTD.", // 0A77
        "Shenzhen Sunricher Technology Limited", // 0A78
        "Webasto SE", // 0A79
        "Emlid Limited", // 0A7A
        "UniqAir Oy", // 0A7B
        "WAFERLOCK", // 0A7C
        "Freedman Electronics Pty Ltd", // 0A7D
        "KEBA Handover Automation GmbH", // 0A7E
        "Intuity Medical", // 0A7F
        "Cleer Limited", // 0A80
        "Universal Biosensors Pty Ltd", // 0A81
        "Corsair", // 0A82
        "Rivata, Inc.", // 0A83
        "Greennote Inc,", // 0A84
        "Snowball Technology Co., Ltd.", // 0A85
        "ALIZENT International", // 0A86
        "Shanghai Smart System Technology Co., Ltd", // 0A87
        "PSA Peugeot Citroen", // 0A88
        "VusionGroup", // 0A89
        "HAINBUCH GMBH SPANNENDE TECHNIK", // 0A8A
        "SANlight GmbH", // 0A8B
        "DelpSys, s.r.o.", // 0A8C
        "JCM TECHNOLOGIES S.A.", // 0A8D
        "Perfect Company", // 0A8E
        "TOTO LTD.", // 0A8F
        "Shenzhen Grandsun Electronic Co.,Ltd.", // 0A90
        "Monarch International Inc.", // 0A91
        "Carestream Dental LLC", // 0A92
        "GiPStech S.r.l.", // 0A93
        "OOBIK Inc.", // 0A94
        "Pamex Inc.", // 0A95
        "SensTek", // 0A97
        "Foil, Inc.", // 0A98
        "Shanghai high-flying electronics technology Co.,Ltd", // 0A99
        "TEMKIN ASSOCIATES, LLC", // 0A9A
        "Eello LLC", // 0A9B
        "Xi'an Fengyu Information Technology Co., Ltd.", // 0A9C
        "Canon Finetech Nisca Inc.", // 0A9D
        "ista International GmbH", // 0A9F
        "Loy Tec electronics GmbH", // 0AA0
        "LINCOGN TECHNOLOGY CO. LIMITED", // 0AA1
        "Care Bloom, LLC", // 0AA2
        "DIC Corporation", // 0AA3
        "FAZEPRO LLC", // 0AA4
        "Shenzhen Uascent Technology Co., Ltd", // 0AA5
        "Realityworks, inc.", // 0AA6
        "Urbanista AB", // 0AA7
        "Zencontrol Pty Ltd", // 0AA8
        "Spintly, Inc.", // 0AA9
        "Computime International Ltd", // 0AAA
        "Anhui Listenai Co", // 0AAB
        "OSM HK Limited", // 0AAC
        "Adevo Consulting AB", // 0AAD
        "PS Engineering, Inc.", // 0AAE
        "AIAIAI ApS", // 0AAF
        "Visiontronic s.r.o.", // 0AB0
        "InVue Security Products Inc", // 0AB1
        "TouchTronics, Inc.", // 0AB2
        "INNER RANGE PTY. LTD.", // 0AB3
        "Ellenby Technologies, Inc.", // 0AB4
        "Elstat Electronics Ltd.", // 0AB5
        "Xenter, Inc.", // 0AB6
        "LogTag North America Inc.", // 0AB7
        "Sens.ai Incorporated", // 0AB8
        "STL", // 0AB9
        "Open Bionics Ltd.", // 0ABA
        "R-DAS, s.r.o.", // 0ABB
        "KCCS Mobile Engineering Co., Ltd.", // 0ABC
        "Inventas AS", // 0ABD
        "Robkoo Information & Technologies Co., Ltd.", // 0ABE
        "PAUL HARTMANN AG", // 0ABF
        "Omni-ID USA, INC.", // 0AC0
        "Shenzhen Jingxun Technology Co., Ltd.", // 0AC1
        "RealMega Microelectronics technology (Shanghai) Co. Ltd.", // 0AC2
        "Kenzen, Inc.", // 0AC3
        "CODIUM", // 0AC4
        "Flexoptix GmbH", // 0AC5
        "Barnes Group Inc.", // 0AC6
        "Chengdu Aich Technology Co.,Ltd", // 0AC7
        "Keepin Co., Ltd.", // 0AC8
        "Swedlock AB", // 0AC9
        "Shenzhen CoolKit Technology Co., Ltd", // 0ACA
        "ise Individuelle Software und Elektronik GmbH", // 0ACB
        "Nuvoton", // 0ACC
        "Visuallex Sport International Limited", // 0ACD
        "KOBATA GAUGE MFG. CO., LTD.", // 0ACE
        "CACI Technologies", // 0ACF
        "Nordic Strong ApS", // 0AD0
        "EAGLE KINGDOM TECHNOLOGIES LIMITED", // 0AD1
        "Lautsprecher Teufel GmbH", // 0AD2
        "SSV Software Systems GmbH", // 0AD3
        "Zhuhai Pantum Electronisc Co., Ltd", // 0AD4
        "Streamit B.V.", // 0AD5
        "nymea GmbH", // 0AD6
        "AL-KO Geraete GmbH", // 0AD7
        "Franz Kaldewei GmbH&Co KG", // 0AD8
        "Shenzhen Aimore. Co.,Ltd", // 0AD9
        "Codefabrik GmbH", // 0ADA
        "Reelables, Inc.", // 0ADB
        "Duravit AG", // 0ADC
        "Boss Audio", // 0ADD
        "Vocera Communications, Inc.", // 0ADE
        "Douglas Dynamics L.L.C.", // 0ADF
        "GlobalMed", // 0AE3
        "DALI Alliance", // 0AE4
        "unu GmbH", // 0AE5
        "Hexology", // 0AE6
        "Sunplus Technology Co., Ltd.", // 0AE7
        "LEVEL, s.r.o.", // 0AE8
        "FLIR Systems AB", // 0AE9
        "Borda Technology", // 0AEA
        "Square, Inc.", // 0AEB
        "FUTEK ADVANCED SENSOR TECHNOLOGY, INC", // 0AEC
        "Saxonar GmbH", // 0AED
        "Velentium, LLC", // 0AEE
        "GLP German Light Products GmbH", // 0AEF
        "Leupold & Stevens, Inc.", // 0AF0
        "CRADERS,CO.,LTD", // 0AF1
        "Shanghai All Link Microelectronics Co.,Ltd", // 0AF2
        "701x Inc.", // 0AF3
        "Radioworks Microelectronics PTY LTD", // 0AF4
        "Unitech Electronic Inc.", // 0AF5
        "AMETEK, Inc.", // 0AF6
        "Irdeto", // 0AF7
        "First Design System Inc.", // 0AF8
        "Unisto AG", // 0AF9
        "Chengdu Ambit Technology Co., Ltd.", // 0AFA
        "SMT ELEKTRONIK GmbH", // 0AFB
        "Cerebrum Sensor Technologies Inc.", // 0AFC
        "Weber Sensors, LLC", // 0AFD
        "Earda Technologies Co.,Ltd", // 0AFE
        "FUSEAWARE LIMITED", // 0AFF
        "Flaircomm Microelectronics Inc.", // 0B00
        "RESIDEO TECHNOLOGIES, INC.", // 0B01
        "IORA Technology Development Ltd. Sti.", // 0B02
        "Precision Triathlon Systems Limited", // 0B03
        "Marquardt GmbH", // 0B05
        "FAZUA GmbH", // 0B06
        "Workaround Gmbh", // 0B07
        "Shenzhen Qianfenyi Intelligent Technology Co., LTD", // 0B08
        "soonisys", // 0B09
        "Belun Technology Company Limited", // 0B0A
        "Sanistaal A/S", // 0B0B
        "BluPeak", // 0B0C
        "SANYO DENKO Co.,Ltd.", // 0B0D
        "Minebea Access Solutions Inc.", // 0B0E
        "B.E.A. S.A.", // 0B0F
        "Alfa Laval Corporate AB", // 0B10
        "ThermoWorks, Inc.", // 0B11
        "ToughBuilt Industries LLC", // 0B12
        "IOTOOLS", // 0B13
        "Olumee", // 0B14
        "NAOS JAPAN K.K.", // 0B15
        "Guard RFID Solutions Inc.", // 0B16
        "SIG SAUER, INC.", // 0B17
        "DECATHLON SE", // 0B18
        "WBS PROJECT H PTY LTD", // 0B19
        "Roca Sanitario, S.A.", // 0B1A
        "Enerpac Tool Group Corp.", // 0B1B
        "Nanoleq AG", // 0B1C
        "Accelerated Systems", // 0B1D
        "PB INC.", // 0B1E
        "Beijing ESWIN Computing Technology Co., Ltd.", // 0B1F
        "TKH Security B.V.", // 0B20
        "Hygiene IQ, LLC.", // 0B22
        "iRhythm Technologies, Inc.", // 0B23
        "BeiJing ZiJie TiaoDong KeJi Co.,Ltd.", // 0B24
        "NIBROTECH LTD", // 0B25
        "Baracoda Daily Healthtech.", // 0B26
        "Lumi United Technology Co., Ltd", // 0B27
        "CHACON", // 0B28
        "Tech-Venom Entertainment Private Limited", // 0B29
        "MAINBOT", // 0B2B
        "ILLUMAGEAR, Inc.", // 0B2C
        "REDARC ELECTRONICS PTY LTD", // 0B2D
        "MOCA System Inc.", // 0B2E
        "Duke Manufacturing Co", // 0B2F
        "ART SPA", // 0B30
        "Silver Wolf Vehicles Inc.", // 0B31
        "Hala Systems, Inc.", // 0B32
        "ARMATURA LLC", // 0B33
        "CONZUMEX INDUSTRIES PRIVATE LIMITED", // 0B34
        "BH SENS", // 0B35
        "SINTEF", // 0B36
        "Omnivoltaic Energy Solutions Limited Company", // 0B37
        "WISYCOM S.R.L.", // 0B38
        "Red 100 Lighting Co., ltd.", // 0B39
        "Impact Biosystems, Inc.", // 0B3A
        "AIC semiconductor (Shanghai) Co., Ltd.", // 0B3B
        "Dodge Industrial, Inc.", // 0B3C
        "REALTIMEID AS", // 0B3D
        "ISEO Serrature S.p.a.", // 0B3E
        "MindRhythm, Inc.", // 0B3F
        "Havells India Limited", // 0B40
        "Sentrax GmbH", // 0B41
        "TSI", // 0B42
        "INCITAT ENVIRONNEMENT", // 0B43
        "nFore Technology Co., Ltd.", // 0B44
        "Electronic Sensors, Inc.", // 0B45
        "Gentex Corporation", // 0B47
        "NIO USA, Inc.", // 0B48
        "SkyHawke Technologies", // 0B49
        "Nomono AS", // 0B4A
        "EMS Integrators, LLC", // 0B4B
        "BiosBob.Biz", // 0B4C
        "Adam Hall GmbH", // 0B4D
        "ICP Systems B.V.", // 0B4E
        "Breezi.io, Inc.", // 0B4F
        "Mesh Systems LLC", // 0B50
        "FUN FACTORY GmbH", // 0B51
        "ZIIP Inc", // 0B52
        "SHENZHEN KAADAS INTELLIGENT TECHNOLOGY CO.,Ltd", // 0B53
        "Emotion Fitness GmbH & Co. KG", // 0B54
        "H G M Automotive Electronics, Inc.", // 0B55
        "BORA - Vertriebs GmbH & Co KG", // 0B56
        "CONVERTRONIX TECHNOLOGIES AND SERVICES LLP", // 0B57
        "TOKAI-DENSHI INC", // 0B58
        "Shenzhen ImagineVision Technology Limited", // 0B5B
        "Fujian Newland Auto-ID Tech. Co., Ltd.", // 0B5D
        "CELLCONTROL, INC.", // 0B5E
        "Rivieh, Inc.", // 0B5F
        "RATOC Systems, Inc.", // 0B60
        "Sentek Pty Ltd", // 0B61
        "NOVEA ENERGIES", // 0B62
        "Innolux Corporation", // 0B63
        "NingBo klite Electric Manufacture Co.,LTD", // 0B64
        "The Apache Software Foundation", // 0B65
        "MITSUBISHI ELECTRIC AUTOMATION (THAILAND) COMPANY LIMITED", // 0B66
        "CleanSpace Technology Pty Ltd", // 0B67
        "Quha oy", // 0B68
        "Addaday", // 0B69
        "Dymo", // 0B6A
        "Samsara Networks, Inc", // 0B6B
        "Sensitech, Inc.", // 0B6C
        "SOLUM CO., LTD", // 0B6D
        "React Mobile", // 0B6E
        "JDRF Electromag Engineering Inc", // 0B70
        "lilbit ODM AS", // 0B71
        "Geeknet, Inc.", // 0B72
        "HARADA INDUSTRY CO., LTD.", // 0B73
        "BQN", // 0B74
        "Triple W Japan Inc.", // 0B75
        "MAX-co., ltd", // 0B76
        "Aixlink(Chengdu) Co., Ltd.", // 0B77
        "FIELD DESIGN INC.", // 0B78
        "Sankyo Air Tech Co.,Ltd.", // 0B79
        "Shenzhen KTC Technology Co.,Ltd.", // 0B7A
        "Hardcoder Oy", // 0B7B
        "Scangrip A/S", // 0B7C
        "FoundersLane GmbH", // 0B7D
        "Offcode Oy", // 0B7E
        "ICU tech GmbH", // 0B7F
        "AXELIFE", // 0B80
        "SCM Group", // 0B81
        "Mammut Sports Group AG", // 0B82
        "Taiga Motors Inc.", // 0B83
        "Presidio Medical, Inc.", // 0B84
        "VIMANA TECH PTY LTD", // 0B85
        "Trek Bicycle", // 0B86
        "Ampetronic Ltd", // 0B87
        "Muguang (Guangdong) Intelligent Lighting Technology Co., Ltd", // 0B88
        "Rotronic AG", // 0B89
        "Seiko Instruments Inc.", // 0B8A
        "American Technology Components, Incorporated", // 0B8B
        "MOTREX", // 0B8C
        "Pertech Industries Inc", // 0B8D
        "Gentle Energy Corp.", // 0B8E
        "Senscomm Semiconductor Co., Ltd.", // 0B8F
        "Ineos Automotive Limited", // 0B90
        "Alfen ICU B.V.", // 0B91
        "Citisend Solutions, SL", // 0B92
        "Hangzhou BroadLink Technology Co., Ltd.", // 0B93
        "Dreem SAS", // 0B94
        "Telecom Design", // 0B96
        "SILVER TREE LABS, INC.", // 0B97
        "Gymstory B.V.", // 0B98
        "The Goodyear Tire & Rubber Company", // 0B99
        "Beijing Wisepool Infinite Intelligence Technology Co.,Ltd", // 0B9A
        "Komatsu Ltd.", // 0B9C
        "Sensoria Holdings LTD", // 0B9D
        "Audio Partnership Plc", // 0B9E
        "Group Lotus Limited", // 0B9F
        "Data Sciences International", // 0BA0
        "Bunn-O-Matic Corporation", // 0BA1
        "TireCheck GmbH", // 0BA2
        "Sonova Consumer Hearing GmbH", // 0BA3
        "Vervent Audio Group", // 0BA4
        "SONICOS ENTERPRISES, LLC", // 0BA5
        "Nissan Motor Co., Ltd.", // 0BA6
        "hearX Group (Pty) Ltd", // 0BA7
        "GLOWFORGE INC.", // 0BA8
        "Allterco Robotics ltd", // 0BA9
        "Infinitegra, Inc.", // 0BAA
        "Grandex International Corporation", // 0BAB
        "Machfu Inc.", // 0BAC
        "Roambotics, Inc.", // 0BAD
        "Soma Labs LLC", // 0BAE
        "NITTO KOGYO CORPORATION", // 0BAF
        "Ecolab Inc.", // 0BB0
        "Beijing ranxin intelligence technology Co.,LTD", // 0BB1
        "Fjorden Electra AS", // 0BB2
        "Flender GmbH", // 0BB3
        "New Cosmos USA, Inc.", // 0BB4
        "Xirgo Technologies, LLC", // 0BB5
        "Build With Robots Inc.", // 0BB6
        "IONA Tech LLC", // 0BB7
        "INNOVAG PTY. LTD.", // 0BB8
        "SaluStim Group Oy", // 0BB9
        "Huso, INC", // 0BBA
        "SWISSINNO SOLUTIONS AG", // 0BBB
        "T2REALITY SOLUTIONS PRIVATE LIMITED", // 0BBC
        "SAAB Aktiebolag", // 0BBE
        "HIMSA II K/S", // 0BBF
        "READY FOR SKY LLP", // 0BC0
        "Miele & Cie. KG", // 0BC1
        "EntWick Co.", // 0BC2
        "MCOT INC.", // 0BC3
        "TECHTICS ENGINEERING B.V.", // 0BC4
        "Aperia Technologies, Inc.", // 0BC5
        "TCL COMMUNICATION EQUIPMENT CO.,LTD.", // 0BC6
        "Signtle Inc.", // 0BC7
        "OTF Distribution, LLC", // 0BC8
        "Neuvatek Inc.", // 0BC9
        "Perimeter Technologies, Inc.", // 0BCA
        "Divesoft s.r.o.", // 0BCB
        "Sylvac sa", // 0BCC
        "Amiko srl", // 0BCD
        "Neurosity, Inc.", // 0BCE
        "LL Tec Group LLC", // 0BCF
        "Durag GmbH", // 0BD0
        "Hubei Yuan Times Technology Co., Ltd.", // 0BD1
        "IDEC", // 0BD2
        "Procon Analytics, LLC", // 0BD3
        "ndd Medizintechnik AG", // 0BD4
        "Super B Lithium Power B.V.", // 0BD5
        "Shenzhen Injoinic Technology Co., Ltd.", // 0BD6
        "VINFAST TRADING AND PRODUCTION JOINT STOCK COMPANY", // 0BD7
        "PURA SCENTS, INC.", // 0BD8
        "Aardex Ltd.", // 0BDA
        "CHAR-BROIL, LLC", // 0BDB
        "Ledworks S.r.l.", // 0BDC
        "Coroflo Limited", // 0BDD
        "Yale", // 0BDE
        "WINKEY ENTERPRISE (HONG KONG) LIMITED", // 0BDF
        "Koizumi Lighting Technology corp.", // 0BE0
        "OTC engineering", // 0BE2
        "Comtel Systems Ltd.", // 0BE3
        "Deepfield Connect GmbH", // 0BE4
        "ZWILLING J.A. Henckels Aktiengesellschaft", // 0BE5
        "Puratap Pty Ltd", // 0BE6
        "Fresnel Technologies, Inc.", // 0BE7
        "Sensormate AG", // 0BE8
        "Shindengen Electric Manufacturing Co., Ltd.", // 0BE9
        "Twenty Five Seven, prodaja in storitve, d.o.o.", // 0BEA
        "Luna Health, Inc.", // 0BEB
        "Miracle-Ear, Inc.", // 0BEC
        "CORAL-TAIYI Co. Ltd.", // 0BED
        "LINKSYS USA, INC.", // 0BEE
        "Safetytest GmbH", // 0BEF
        "KIDO SPORTS CO., LTD.", // 0BF0
        "Site IQ LLC", // 0BF1
        "Angel Medical Systems, Inc.", // 0BF2
        "PONE BIOMETRICS AS", // 0BF3
        "T5 tek, Inc.", // 0BF5
        "greenTEG AG", // 0BF6
        "Wacker Neuson SE", // 0BF7
        "Innovacionnye Resheniya", // 0BF8
        "CleanBands Systems Ltd.", // 0BFA
        "Dodam Enersys Co., Ltd", // 0BFB
        "T+A elektroakustik GmbH & Co.KG", // 0BFC
        "Esmé Solutions", // 0BFD
        "Media-Cartec GmbH", // 0BFE
        "Ratio Electric BV", // 0BFF
        "MQA Limited", // 0C00
        "NEOWRK SISTEMAS INTELIGENTES S.A.", // 0C01
        "Loomanet, Inc.", // 0C02
        "Puff Corp", // 0C03
        "Happy Health, Inc.", // 0C04
        "Montage Connect, Inc.", // 0C05
        "LED Smart Inc.", // 0C06
        "CONSTRUKTS, INC.", // 0C07
        "limited liability company \"Red\"", // 0C08
        "Senic Inc.", // 0C09
        "Automated Pet Care Products, LLC", // 0C0A
        "aconno GmbH", // 0C0B
        "Mendeltron, Inc.", // 0C0C
        "Mereltron bv", // 0C0D
        "ALEX DENKO CO.,LTD.", // 0C0E
        "AETERLINK", // 0C0F
        "Cosmed s.r.l.", // 0C10
        "Gordon Murray Design Limited", // 0C11
        "IoSA", // 0C12
        "Scandinavian Health Limited", // 0C13
        "Fasetto, Inc.", // 0C14
        "Geva Sol B.V.", // 0C15
        "TYKEE PTY. LTD.", // 0C16
        "SomnoMed Limited", // 0C17
        "CORROHM", // 0C18
        "Arlo Technologies, Inc.", // 0C19
        "Catapult Group International Ltd", // 0C1A
        "Rockchip Electronics Co., Ltd.", // 0C1B
        "GEMU", // 0C1C
        "OFF Line Japan Co., Ltd.", // 0C1D
        "EC sense co., Ltd", // 0C1E
        "LVI Co.", // 0C1F
        "COMELIT GROUP S.P.A.", // 0C20
        "Foshan Viomi Electrical Technology Co., Ltd", // 0C21
        "Glamo Inc.", // 0C22
        "KEYTEC,Inc.", // 0C23
        "SMARTD TECHNOLOGIES INC.", // 0C24
        "JURA Elektroapparate AG", // 0C25
        "Performance Electronics, Ltd.", // 0C26
        "Pal Electronics", // 0C27
        "Embecta Corp.", // 0C28
        "DENSO AIRCOOL CORPORATION", // 0C29
        "Caresix Inc.", // 0C2A
        "GigaDevice Semiconductor Inc.", // 0C2B
        "Zeku Technology (Shanghai) Corp., Ltd.", // 0C2C
        "OTF Product Sourcing, LLC", // 0C2D
        "Easee AS", // 0C2E
        "BEEHERO, INC.", // 0C2F
        "McIntosh Group Inc", // 0C30
        "KINDOO LLP", // 0C31
        "Xian Yisuobao Electronic Technology Co., Ltd.", // 0C32
        "Exeger Operations AB", // 0C33
        "BYD Company Limited", // 0C34
        "Thermokon-Sensortechnik GmbH", // 0C35
        "SignalQuest, LLC", // 0C37
        "Noritz Corporation.", // 0C38
        "TIGER CORPORATION", // 0C39
        "ORB Innovations Ltd", // 0C3B
        "Classified Cycling", // 0C3C
        "Wrmth Corp.", // 0C3D
        "BELLDESIGN Inc.", // 0C3E
        "Stinger Equipment, Inc.", // 0C3F
        "HORIBA, Ltd.", // 0C40
        "Control Solutions LLC", // 0C41
        "Heath Consultants Inc.", // 0C42
        "Berlinger & Co. AG", // 0C43
        "ONCELABS LLC", // 0C44
        "Brose Verwaltung SE, Bamberg", // 0C45
        "Granwin IoT Technology (Guangzhou) Co.,Ltd", // 0C46
        "Epsilon Electronics,lnc", // 0C47
        "VALEO MANAGEMENT SERVICES", // 0C48
        "twopounds gmbh", // 0C49
        "atSpiro ApS", // 0C4A
        "ADTRAN, Inc.", // 0C4B
        "Orpyx Medical Technologies Inc.", // 0C4C
        "Seekwave Technology Co.,ltd.", // 0C4D
        "Tactile Engineering, Inc.", // 0C4E
        "SharkNinja Operating LLC", // 0C4F
        "Imostar Technologies Inc.", // 0C50
        "INNOVA S.R.L.", // 0C51
        "ESCEA LIMITED", // 0C52
        "Taco, Inc.", // 0C53
        "HiViz Lighting, Inc.", // 0C54
        "Zintouch B.V.", // 0C55
        "Rheem Sales Company, Inc.", // 0C56
        "UNEEG medical A/S", // 0C57
        "Hykso Inc.", // 0C58
        "CYBERDYNE Inc.", // 0C59
        "Lockswitch Sdn Bhd", // 0C5A
        "Alban Giacomo S.P.A.", // 0C5B
        "MGM WIRELESSS HOLDINGS PTY LTD", // 0C5C
        "StepUp Solutions ApS", // 0C5D
        "BlueID GmbH", // 0C5E
        "Wuxi Linkpower Microelectronics Co.,Ltd", // 0C5F
        "KEBA Energy Automation GmbH", // 0C60
        "NNOXX, Inc", // 0C61
        "Phiaton Corporation", // 0C62
        "phg Peter Hengstler GmbH + Co. KG", // 0C63
        "dormakaba Holding AG", // 0C64
        "WAKO CO,.LTD", // 0C65
        "TRACKTING S.R.L.", // 0C67
        "Emerja Corporation", // 0C68
        "BLITZ electric motors. LTD", // 0C69
        "CONSORCIO TRUST CONTROL - NETTEL", // 0C6A
        "GILSON SAS", // 0C6B
        "SNIFF LOGIC LTD", // 0C6C
        "Fidure Corp.", // 0C6D
        "Sensa LLC", // 0C6E
        "Parakey AB", // 0C6F
        "SCARAB SOLUTIONS LTD", // 0C70
        "BitGreen Technolabz (OPC) Private Limited", // 0C71
        "StreetCar ORV, LLC", // 0C72
        "Truma Gerätetechnik GmbH & Co. KG", // 0C73
        "yupiteru", // 0C74
        "Embedded Engineering Solutions LLC", // 0C75
        "TEAC Corporation", // 0C77
        "CHARGTRON IOT PRIVATE LIMITED", // 0C78
        "Zhuhai Smartlink Technology Co., Ltd", // 0C79
        "Triductor Technology (Suzhou), Inc.", // 0C7A
        "PT SADAMAYA GRAHA TEKNOLOGI", // 0C7B
        "Mopeka Products LLC", // 0C7C
        "3ALogics, Inc.", // 0C7D
        "Rochester Sensors, LLC", // 0C7F
        "CARDIOID - TECHNOLOGIES, LDA", // 0C80
        "Carrier Corporation", // 0C81
        "NACON", // 0C82
        "Watchdog Systems LLC", // 0C83
        "MAXON INDUSTRIES, INC.", // 0C84
        "Amlogic, Inc.", // 0C85
        "Qingdao Eastsoft Communication Technology Co.,Ltd", // 0C86
        "Weltek Technologies Company Limited", // 0C87
        "Nextivity Inc.", // 0C88
        "AGZZX OPTOELECTRONICS TECHNOLOGY CO., LTD", // 0C89
        "A.GLOBAL co.,Ltd.", // 0C8A
        "Heavys Inc", // 0C8B
        "T-Mobile USA", // 0C8C
        "tonies GmbH", // 0C8D
        "Technocon Engineering Ltd.", // 0C8E
        "Radar Automobile Sales(Shandong)Co.,Ltd.", // 0C8F
        "WESCO AG", // 0C90
        "Yashu Systems", // 0C91
        "Kesseböhmer Ergonomietechnik GmbH", // 0C92
        "Movesense Oy", // 0C93
        "Baxter Healthcare Corporation", // 0C94
        "Gemstone Lights Canada Ltd.", // 0C95
        "H+B Hightech GmbH", // 0C96
        "Deako", // 0C97
        "MiX Telematics International (PTY) LTD", // 0C98
        "Vire Health Oy", // 0C99
        "ALF Inc.", // 0C9A
        "NTT sonority, Inc.", // 0C9B
        "Sunstone-RTLS Ipari Szolgaltato Korlatolt Felelossegu Tarsasag", // 0C9C
        "Ribbiot, INC.", // 0C9D
        "ECCEL CORPORATION SAS", // 0C9E
        "Dragonfly Energy Corp.", // 0C9F
        "BIGBEN", // 0CA0
        "YAMAHA MOTOR CO.,LTD.", // 0CA1
        "XSENSE LTD", // 0CA2
        "MAQUET GmbH", // 0CA3
        "MITSUBISHI ELECTRIC LIGHTING CO, LTD", // 0CA4
        "Princess Cruise Lines, Ltd.", // 0CA5
        "Megger Ltd", // 0CA6
        "Verve InfoTec Pty Ltd", // 0CA7
        "Sonas, Inc.", // 0CA8
        "Mievo Technologies Private Limited", // 0CA9
        "Shenzhen Poseidon Network Technology Co., Ltd", // 0CAA
        "HERUTU ELECTRONICS CORPORATION", // 0CAB
        "Shenzhen Shokz Co.,Ltd.", // 0CAC
        "Shenzhen Openhearing Tech CO., LTD .", // 0CAD
        "Evident Corporation", // 0CAE
        "NEURINNOV", // 0CAF
        "SwipeSense, Inc.", // 0CB0
        "RF Creations", // 0CB1
        "SHINKAWA Sensor Technology, Inc.", // 0CB2
        "janova GmbH", // 0CB3
        "Eberspaecher Climate Control Systems GmbH", // 0CB4
        "Racketry, d. o. o.", // 0CB5
        "THE EELECTRIC MACARON LLC", // 0CB6
        "Cucumber Lighting Controls Limited", // 0CB7
        "seca GmbH & Co. KG", // 0CB9
        "Ameso Tech (OPC) Private Limited", // 0CBA
        "Emlid Tech Kft.", // 0CBB
        "TROX GmbH", // 0CBC
        "Pricer AB", // 0CBD
        "Forward Thinking Systems LLC.", // 0CBF
        "Garnet Instruments Ltd.", // 0CC0
        "CLEIO Inc.", // 0CC1
        "Anker Innovations Limited", // 0CC2
        "HMD Global Oy", // 0CC3
        "ABUS August Bremicker Soehne Kommanditgesellschaft", // 0CC4
        "Open Road Solutions, Inc.", // 0CC5
        "Serial Technology Corporation", // 0CC6
        "SB C&S Corp.", // 0CC7
        "TrikThom", // 0CC8
        "Innocent Technology Co., Ltd.", // 0CC9
        "Cyclops Marine Ltd", // 0CCA
        "NOTHING TECHNOLOGY LIMITED", // 0CCB
        "Kord Defence Pty Ltd", // 0CCC
        "YanFeng Visteon(Chongqing) Automotive Electronic Co.,Ltd", // 0CCD
        "SENOSPACE LLC", // 0CCE
        "Shenzhen CESI Information Technology Co., Ltd.", // 0CCF
        "MooreSilicon Semiconductor Technology (Shanghai) Co., LTD.", // 0CD0
        "Imagine Marketing Limited", // 0CD1
        "EQOM SSC B.V.", // 0CD2
        "TechSwipe", // 0CD3
        "Reoqoo IoT Technology Co., Ltd.", // 0CD4
        "Numa Products, LLC", // 0CD5
        "HHO (Hangzhou) Digital Technology Co., Ltd.", // 0CD6
        "Maztech Industries, LLC", // 0CD7
        "SIA Mesh Group", // 0CD8
        "Minami acoustics Limited", // 0CD9
        "Wolf Steel ltd", // 0CDA
        "Circus World Displays Limited", // 0CDB
        "Ypsomed AG", // 0CDC
        "Alif Semiconductor, Inc.", // 0CDD
        "SHENZHEN CHENYUN ELECTRONICS  CO., LTD", // 0CDF
        "VODALOGIC PTY LTD", // 0CE0
        "Regal Beloit America, Inc.", // 0CE1
        "CORVENT MEDICAL, INC.", // 0CE2
        "Taiwan Fuhsing", // 0CE3
        "Off-Highway Powertrain Services Germany GmbH", // 0CE4
        "Amina Distribution AS", // 0CE5
        "McWong International, Inc.", // 0CE6
        "TAG HEUER SA", // 0CE7
        "Dongguan Yougo Electronics Co.,Ltd.", // 0CE8
        "PEAG, LLC dba JLab Audio", // 0CE9
        "HAYWARD INDUSTRIES, INC.", // 0CEA
        "Shenzhen Tingting Technology Co. LTD", // 0CEB
        "Pacific Coast Fishery Services (2003) Inc.", // 0CEC
        "CV. NURI TEKNIK", // 0CED
        "MadgeTech, Inc", // 0CEE
        "POGS B.V.", // 0CEF
        "THOTAKA TEKHNOLOGIES INDIA PRIVATE LIMITED", // 0CF0
        "Midmark", // 0CF1
        "Radio Sound", // 0CF3
        "SOLUX PTY LTD", // 0CF4
        "BOS Balance of Storage Systems AG", // 0CF5
        "OJ Electronics A/S", // 0CF6
        "TVS Motor Company Ltd.", // 0CF7
        "core sensing GmbH", // 0CF8
        "Tamblue Oy", // 0CF9
        "Protect Animals With Satellites LLC", // 0CFA
        "Tyromotion GmbH", // 0CFB
        "ElectronX design", // 0CFC
        "Thule Group AB", // 0CFE
        "Ergodriven Inc", // 0CFF
        "Sparkpark AS", // 0D00
        "KEEPEN", // 0D01
        "Rocky Mountain ATV/MC Jake Wilson", // 0D02
        "MakuSafe Corp", // 0D03
        "Bartec Auto Id Ltd", // 0D04
        "Energy Technology and Control Limited", // 0D05
        "doubleO Co., Ltd.", // 0D06
        "Datalogic S.r.l.", // 0D07
        "Datalogic USA, Inc.", // 0D08
        "Leica Geosystems AG", // 0D09
        "CATEYE Co., Ltd.", // 0D0A
        "Research Products Corporation", // 0D0B
        "Planmeca Oy", // 0D0C
        "C.Ed. Schulte GmbH Zylinderschlossfabrik", // 0D0D
        "PetVoice Co., Ltd.", // 0D0E
        "Timebirds Australia Pty Ltd", // 0D0F
        "JVC KENWOOD Corporation", // 0D10
        "Spartek Systems Inc.", // 0D12
        "MERRY ELECTRONICS CO., LTD.", // 0D13
        "Merry Electronics (S) Pte Ltd", // 0D14
        "Spark", // 0D15
        "Nations Technologies Inc.", // 0D16
        "Akix S.r.l.", // 0D17
        "Bioliberty Ltd", // 0D18
        "C.G. Air Systemes Inc.", // 0D19
        "Maturix ApS", // 0D1A
        "RACHIO, INC.", // 0D1B
        "LIMBOID LLC", // 0D1C
        "Electronics4All Inc.", // 0D1D
        "FESTINA LOTUS SA", // 0D1E
        "Synkopi, Inc.", // 0D1F
        "SCIENTERRA LIMITED", // 0D20
        "Cennox Group Limited", // 0D21
        "Cedarware, Corp.", // 0D22
        "GREE Electric Appliances, Inc. of Zhuhai", // 0D23
        "Japan Display Inc.", // 0D24
        "System Elite Holdings Group Limited", // 0D25
        "Burkert Werke GmbH & Co. KG", // 0D26
        "velocitux", // 0D27
        "FUJITSU COMPONENT LIMITED", // 0D28
        "MIYAKAWA ELECTRIC WORKS LTD.", // 0D29
        "PhysioLogic Devices, Inc.", // 0D2A
        "Sensoryx AG", // 0D2B
        "SIL System Integration Laboratory GmbH", // 0D2C
        "Cooler Pro, LLC", // 0D2D
        "Advanced Electronic Applications, Inc", // 0D2E
        "Delta Development Team, Inc", // 0D2F
        "Laxmi Therapeutic Devices, Inc.", // 0D30
        "SYNCHRON, INC.", // 0D31
        "Badger Meter", // 0D32
        "Micropower Group AB", // 0D33
        "ZILLIOT TECHNOLOGIES PRIVATE LIMITED", // 0D34
        "Universidad Politecnica de Madrid", // 0D35
        "XIHAO INTELLIGENGT TECHNOLOGY CO., LTD", // 0D36
        "Zerene Inc.", // 0D37
        "CycLock", // 0D38
        "Systemic Games, LLC", // 0D39
        "Frost Solutions, LLC", // 0D3A
        "Lone Star Marine Pty Ltd", // 0D3B
        "SIRONA Dental Systems GmbH", // 0D3C
        "bHaptics Inc.", // 0D3D
        "LUMINOAH, INC.", // 0D3E
        "Vogels Products B.V.", // 0D3F
        "SignalFire Telemetry, Inc.", // 0D40
        "CPAC Systems AB", // 0D41
        "TEKTRO TECHNOLOGY CORPORATION", // 0D42
        "Gosuncn Technology Group Co., Ltd.", // 0D43
        "Ex Makhina Inc.", // 0D44
        "Odeon, Inc.", // 0D45
        "Thales Simulation & Training AG", // 0D46
        "Shenzhen DOKE Electronic Co., Ltd", // 0D47
        "Vemcon GmbH", // 0D48
        "Refrigerated Transport Electronics, Inc.", // 0D49
        "Rockpile Solutions, LLC", // 0D4A
        "Soundwave Hearing, LLC", // 0D4B
        "Optec, LLC", // 0D4D
        "NIKAT SOLUTIONS PRIVATE LIMITED", // 0D4E
        "Movano Inc.", // 0D4F
        "NINGBO FOTILE KITCHENWARE CO., LTD.", // 0D50
        "Genetus inc.", // 0D51
        "DIVAN TRADING CO., LTD.", // 0D52
        "Luxottica Group S.p.A", // 0D53
        "ISEKI FRANCE S.A.S", // 0D54
        "NO CLIMB PRODUCTS LTD", // 0D55
        "Wellang.Co,.Ltd", // 0D56
        "Nanjing Xinxiangyuan Microelectronics Co., Ltd.", // 0D57
        "ifm electronic gmbh", // 0D58
        "HYUPSUNG MACHINERY ELECTRIC CO., LTD.", // 0D59
        "Gunnebo Aktiebolag", // 0D5A
        "Axis Communications AB", // 0D5B
        "Stogger B.V.", // 0D5D
        "Pella Corp", // 0D5E
        "SiChuan Homme Intelligent Technology co.,Ltd.", // 0D5F
        "Smart Products Connection, S.A.", // 0D60
        "F.I.P. FORMATURA INIEZIONE POLIMERI - S.P.A.", // 0D61
        "MEBSTER s.r.o.", // 0D62
        "SKF France", // 0D63
        "Southco", // 0D64
        "Molnlycke Health Care AB", // 0D65
        "Hendrickson USA , L.L.C", // 0D66
        "BLACK BOX NETWORK SERVICES INDIA PRIVATE LIMITED", // 0D67
        "Status Audio LLC", // 0D68
        "AIR AROMA INTERNATIONAL PTY LTD", // 0D69
        "Helge Kaiser GmbH", // 0D6A
        "Crane Payment Innovations, Inc.", // 0D6B
        "Ambient IoT Pty Ltd", // 0D6C
        "DYNAMOX S/A", // 0D6D
        "Look Cycle International", // 0D6E
        "Closed Joint Stock Company NVP BOLID", // 0D6F
        "Kindhome", // 0D70
        "Kiteras Inc.", // 0D71
        "Earfun Technology (HK) Limited", // 0D72
        "iota Biosciences, Inc.", // 0D73
        "ANUME s.r.o.", // 0D74
        "Indistinguishable From Magic, Inc.", // 0D75
        "i-focus Co.,Ltd", // 0D76
        "DualNetworks SA", // 0D77
        "MITACHI CO.,LTD.", // 0D78
        "VIVIWARE JAPAN, Inc.", // 0D79
        "Xiamen Intretech Inc.", // 0D7A
        "MindMaze SA", // 0D7B
        "BeiJing SmartChip Microelectronics Technology Co.,Ltd", // 0D7C
        "Taiko Audio B.V.", // 0D7D
        "Daihatsu Motor Co., Ltd.", // 0D7E
        "Konova", // 0D7F
        "Gravaa B.V.", // 0D80
        "Beyerdynamic GmbH & Co. KG", // 0D81
        "VELCO", // 0D82
        "ATLANTIC SOCIETE FRANCAISE DE DEVELOPPEMENT THERMIQUE", // 0D83
        "Testo SE & Co. KGaA", // 0D84
        "SEW-EURODRIVE GmbH & Co KG", // 0D85
        "ROCKWELL AUTOMATION, INC.", // 0D86
        "Quectel Wireless Solutions Co., Ltd.", // 0D87
        "Nanohex Corp", // 0D89
        "Simply Embedded Inc.", // 0D8A
        "Software Development, LLC", // 0D8B
        "Ultimea Technology (Shenzhen) Limited", // 0D8C
        "RF Electronics Limited", // 0D8D
        "Optivolt Labs, Inc.", // 0D8E
        "Canon Electronics Inc.", // 0D8F
        "LAAS ApS", // 0D90
        "Beamex Oy Ab", // 0D91
        "TACHIKAWA CORPORATION", // 0D92
        "HagerEnergy GmbH", // 0D93
        "Hunter Industries Incorporated", // 0D95
        "NEOKOHM SISTEMAS ELETRONICOS LTDA", // 0D96
        "Zhejiang Huanfu Technology Co., LTD", // 0D97
        "E.F. Johnson Company", // 0D98
        "Caire Inc.", // 0D99
        "Yeasound (Xiamen) Hearing Technology Co., Ltd", // 0D9A
        "Boxyz, Inc.", // 0D9B
        "Skytech Creations Limited", // 0D9C
        "Cear, Inc.", // 0D9D
        "Impulse Wellness LLC", // 0D9E
        "MML US, Inc", // 0D9F
        "SICK AG", // 0DA0
        "Fen Systems Ltd.", // 0DA1
        "KIWI.KI GmbH", // 0DA2
        "Airgraft Inc.", // 0DA3
        "HP Tuners", // 0DA4
        "PIXELA CORPORATION", // 0DA5
        "Generac Corporation", // 0DA6
        "Novoferm tormatic GmbH", // 0DA7
        "Airwallet ApS", // 0DA8
        "Inventronics GmbH", // 0DA9
        "Shenzhen EBELONG Technology Co., Ltd.", // 0DAA
        "Efento", // 0DAB
        "ITALTRACTOR ITM S.P.A.", // 0DAC
        "TITUM AUDIO, INC.", // 0DAE
        "Hexagon Aura Reality AG", // 0DAF
        "Invisalert Solutions, Inc.", // 0DB0
        "TELE System Communications Pte. Ltd.", // 0DB1
        "Whirlpool", // 0DB2
        "SHENZHEN REFLYING ELECTRONIC CO., LTD", // 0DB3
        "Franklin Control Systems", // 0DB4
        "Djup AB", // 0DB5
        "SAFEGUARD EQUIPMENT, INC.", // 0DB6
        "Morningstar Corporation", // 0DB7
        "Shenzhen Chuangyuan Digital Technology Co., Ltd", // 0DB8
        "CompanyDeep Ltd", // 0DB9
        "Veo Technologies ApS", // 0DBA
        "Nexis Link Technology Co., Ltd.", // 0DBB
        "Felion Technologies Company Limited", // 0DBC
        "MAATEL", // 0DBD
        "HELLA GmbH & Co. KGaA", // 0DBE
        "HWM-Water Limited", // 0DBF
        "Shenzhen Jahport Electronic Technology Co., Ltd.", // 0DC0
        "NACHI-FUJIKOSHI CORP.", // 0DC1
        "Cirrus Research plc", // 0DC2
        "GEARBAC TECHNOLOGIES INC.", // 0DC3
        "Hangzhou NationalChip Science & Technology Co.,Ltd", // 0DC4
        "DHL", // 0DC5
        "Levita", // 0DC6
        "MORNINGSTAR FX PTE. LTD.", // 0DC7
        "ETO GRUPPE TECHNOLOGIES GmbH", // 0DC8
        "farmunited GmbH", // 0DC9
        "Aptener Mechatronics Private Limited", // 0DCA
        "GEOPH, LLC", // 0DCB
        "Trotec GmbH", // 0DCC
        "Astra LED AG", // 0DCD
        "NOVAFON - Electromedical devices limited liability company", // 0DCE
        "KUBU SMART LIMITED", // 0DCF
        "ESNAH", // 0DD0
        "OrangeMicro Limited", // 0DD1
        "Fresh n Rebel B.V.", // 0DD2
        "Global Satellite Engineering", // 0DD3
        "KOQOON GmbH & Co.KG", // 0DD4
        "BEEPINGS", // 0DD5
        "MODULAR MEDICAL, INC.", // 0DD6
        "Xiant Technologies, Inc.", // 0DD7
        "SCHELL GmbH & Co. KG", // 0DD9
        "Minebea Intec GmbH", // 0DDA
        "KAGA FEI Co., Ltd.", // 0DDB
        "AUTHOR-ALARM, razvoj in prodaja avtomobilskih sistemov proti kraji, d.o.o.", // 0DDC
        "Tozoa LLC", // 0DDD
        "SHENZHEN DNS INDUSTRIES CO., LTD.", // 0DDE
        "Shenzhen Lunci Technology Co., Ltd", // 0DDF
        "KNOG PTY. LTD.", // 0DE0
        "Outshiny India Private Limited", // 0DE1
        "TAMADIC Co., Ltd.", // 0DE2
        "Shenzhen MODSEMI Co., Ltd", // 0DE3
        "EMBEINT INC", // 0DE4
        "Ehong Technology Co.,Ltd", // 0DE5
        "DEXATEK Technology LTD", // 0DE6
        "Dendro Technologies, Inc.", // 0DE7
        "Vivint, Inc.", // 0DE8
        "General Laser GmbH", // 0DE9
        "Kathrein Solutions GmbH", // 0DEA
        "Fitz Inc.", // 0DEB
        "ATEGENOS PHARMACEUTICALS INC", // 0DEC
        "Flextronic GmbH", // 0DED
        "Safety Swim LLC", // 0DEE
        "SING SUN TECHNOLOGY (INTERNATIONAL) LIMITED", // 0DEF
        "Woncan (Hong Kong) Limited", // 0DF0
        "iFLYTEK (Suzhou) Technology Co., Ltd.", // 0DF1
        "Weber-Stephen Products LLC", // 0DF2
        "hDrop Technologies Inc.", // 0DF3
        "REEKON TOOLS INC.", // 0DF4
        "Delta Faucet Company", // 0DF5
        "Mutrack Co., Ltd", // 0DF6
        "Hangzhou Zhaotong Microelectronics Co., Ltd.", // 0DF7
        "Chengdu CSCT Microelectronics Co., Ltd.", // 0DF8
        "Belusun Technology Ltd.", // 0DF9
        "Shenzhen Matches IoT Technology Co., Ltd.", // 0DFA
        "Beidou Intelligent Connected Vehicle Technology Co., Ltd.", // 0DFB
        "SOJI ELECTRONICS JOINT STOCK COMPANY", // 0DFC
        "BH Technologies", // 0DFD
        "Haptech, Inc.", // 0DFE
        "WaveRF, Corp.", // 0DFF
        "SHENZHEN SOUNDSOUL INFORMATION TECHNOLOGY CO.,LTD", // 0E00
        "Wuhu Mengbo Technology Co., Ltd.", // 0E01
        "PROSYS DEV LIMITED", // 0E02
        "Shenzhen eMeet technology Co.,Ltd", // 0E03
        "Doro AB", // 0E04
        "SUREPULSE MEDICAL LIMITED", // 0E05
        "iodyne, LLC", // 0E06
        "Pinpoint GmbH", // 0E07
        "Heinrich Kopp GmbH", // 0E08
        "Evolutive Systems SL", // 0E09
        "Sounding Audio Industrial Ltd.", // 0E0B
        "Yuanfeng Technology Co., Ltd.", // 0E0C
        "FrontAct Co., Ltd.", // 0E0D
        "SenseWorks Tecnologia Ltda.", // 0E0F
        "Eko Health, Inc.", // 0E10
        "Wanzl GmbH & Co. KGaA", // 0E11
        "CLEVER LOGGER TECHNOLOGIES PTY LIMITED", // 0E12
        "ASYSTOM", // 0E13
        "Heilongjiang Tianyouwei Electronics Co.,Ltd.", // 0E14
        "Eastern Partner Limited", // 0E15
        "Xiamen RUI YI Da Electronic Technology Co.,Ltd", // 0E16
        "Ad Hoc Electronics, llc.", // 0E17
        "Hangzhou Microimage Software Co.,Ltd.", // 0E18
        "Hive-Zox International SA", // 0E19
        "Sensovo GmbH", // 0E1A
        "Time Location Systems AS", // 0E1B
        "SHENZHEN DIGITECH CO., LTD", // 0E1C
        "Capte B.V.", // 0E1D
        "9512-5837 QUEBEC INC.", // 0E1E
        "Blecon Ltd", // 0E1F
        "CFLAB TEKNOLOJI TICARET LIMITED SIRKETI", // 0E20
        "FOGO", // 0E21
        "HITO INC", // 0E22
        "MS kajak7 UG (limited liability)", // 0E23
        "Avedis Zildjian Co.", // 0E24
        "Hangzhou Hikvision Digital Technology Co., Ltd.", // 0E25
        "LIHJOEN SPEED METER CO., LTD.", // 0E26
        "NextSense, Inc.", // 0E27
        "PatchRx, Inc.", // 0E28
        "Flipper Devices Inc.", // 0E29
        "Huizhou Foryou General Electronics Co., Ltd.", // 0E2A
        "JE electronic a/s", // 0E2B
        "9313-7263 Quebec inc.", // 0E2C
        "ECARX (Hubei) Tech Co.,Ltd.", // 0E2D
        "NIHON KOHDEN CORPORATION", // 0E2E
        "ONWI", // 0E2F
        "Primax Electronics Ltd.", // 0E30
        "AlphaTheta Corporation", // 0E31
        "PACIFIC INDUSTRIAL CO., LTD.", // 0E32
        "Crescent NV", // 0E33
        "Vermis, software solutions llc", // 0E34
        "SNAPPWISH LLC", // 0E35
        "Cousins and Sears LLC", // 0E36
        "CESYS Gesellschaft für angewandte Mikroelektronik mbH", // 0E37
        "SLOC GmbH", // 0E38
        "IRES Infrarot Energie Systeme GmbH", // 0E39
        "OFIVE LIMITED", // 0E3A
        "Swift IOT Tech (Shenzhen) Co., LTD.", // 0E3B
        "Viselabs", // 0E3C
        "Walmart Inc.", // 0E3D
        "VANBOX", // 0E3E
        "Wiser Devices, LLC", // 0E3F
        "WKD Labs Ltd", // 0E40
        "Asustek Computer Inc.", // 0E41
        "Z-ONE Technology Co., Ltd.", // 0E42
        "InnoVision Medical Technologies, LLC", // 0E43
        "QUANTATEC", // 0E44
        "Filo Srl", // 0E45
        "SOUNDUCT", // 0E46
        "Hosiden Besson Limited", // 0E47
        "KARLUNA MUHENDISLIK SANAYI VE TICARET ANONIM SIRKETI", // 0E48
        "Deone (Shanghai) Communication & Technology Co., Ltd", // 0E49
        "Nitto Denko Corporation", // 0E4A
        "PUDSEY DIAMOND ENGINEERING LIMITED", // 0E4B
        "Luxshare Precision Industry Co., Ltd.", // 0E4C
        "Brooksee, Inc.", // 0E4D
        "QSC, LLC", // 0E4E
        "eBet Gaming Sytems Pty Limited", // 0E4F
        "Zhejiang Desman Intelligent Technology Co., Ltd.", // 0E50
        "Dyaco International Inc.", // 0E51
        "Aquana, LLC", // 0E52
        "MINIRIG", // 0E53
        "Relief Technologies AS", // 0E54
        "New Cosmos Electric Co., Ltd.", // 0E55
        "INEPRO Metering B.V.", // 0E56
        "Altina Inc.", // 0E57
        "Urban Armor Gear, LLC", // 0E58
        "Loewe Technology GmbH", // 0E59
        "OmniWave Microelectronics Shanghai Co., Ltd", // 0E5A
        "Wuhu Hongjing Electronic Co.,Ltd", // 0E5B
        "Rocoto Ltd", // 0E5C
        "L.T.H. Electronics Limited", // 0E5D
        "SHAPER TOOLS, INC.", // 0E5E
        "Ruptela", // 0E5F
        "Ant Group Co., Ltd.", // 0E60
        "Queclink Wireless Solutions Co., Ltd.", // 0E61
        "GOKI PTY LTD", // 0E62
        "LAST LOCK INC.", // 0E63
        "HuiTong intelligence Company Limited", // 0E64
        "Daikin Industries, LTD", // 0E65
        "Shenzhen Baseus Technology Co., Ltd.", // 0E66
        "NEXT DEVICES LTDA", // 0E67
        "EarTex Ltd", // 0E68
        "Megatronix (Beijing) Technology Co., Ltd", // 0E69
        "Hyena Inc.", // 0E6A
        "Shenzhen Goodocom Information Technology Co., Ltd.", // 0E6B
        "RIGH, INC.", // 0E6C
        "FEVOS LIMITED", // 0E6D
        "OpConnect, Inc.", // 0E6F
        "Powerstick.com", // 0E70
        "ENABLEWEAR LLC", // 0E71
        "TOR.AI LIMITED", // 0E72
        "Adventures of the Persistently Impaired (and other tales) Limited", // 0E73
        "Rocky Radios LLC", // 0E74
        "Le Touch (Shenzhen) Electronics Co., Ltd.", // 0E75
        "Guangdong Nanguang Photo&Video Systems Co., Ltd.", // 0E76
        "MOBILE TECH, INC.", // 0E77
        "HONG KONG COMMUNICATIONS COMPANY LIMITED", // 0E78
        "Neptune First OU", // 0E79
        "Vivago Oy", // 0E7A
        "Circular", // 0E7B
        "final Inc.", // 0E7C
        "Jiangsu XinTongda Electric Technology Co.,Ltd.", // 0E7D
        "Archon Controls LLC", // 0E7E
        "SZR-Dev UG", // 0E7F
        "IQNEXXT Solutions GmbH", // 0E80
        "Guangdong Hengqin Xingtong Technology Co.,ltd.", // 0E81
        "CHEVALIER TECH LIMITED", // 0E82
        "SPRiNTUS GmbH", // 0E83
        "Tymphany HK Ltd", // 0E84
        "TigerLight, Inc.", // 0E85
        "Mercury Marine, a division of Brunswick Corporation", // 0E86
        "OpenTech Alliance, Inc.", // 0E87
        "Skewered Fencing, LLC", // 0E88
        "Brudden", // 0E89
        "Tele-Radio i Lysekil AB", // 0E8A
        "Allgon AB", // 0E8B
        "Gopod Group Holding Limited", // 0E8C
        "Celebrities Management Private Limited", // 0E8D
        "Nobest Inc", // 0E8E
        "Avetos Design LLC", // 0E8F
        "RainMaker Solutions, Inc.", // 0E90
        "Identita Inc.", // 0E91
        "Glutz AG", // 0E92
        "MIV ELECTRONICS, LTD", // 0E93
        "Tactrix", // 0E94
        "Viaanix, Inc.", // 0E95
        "Skeed,co,Ltd.", // 0E96
        "kokoromil Inc.", // 0E97
        "Chromatic Inc.", // 0E98
        "Medibound, Inc.", // 0E99
        "Scanbro OU", // 0E9A
        "Panasonic Automotive Systems Co., Ltd.", // 0E9B
        "Andrews & Arnold Ltd", // 0E9C
        "Audinor ApS", // 0E9D
        "Travelxp India Private Limited", // 0E9E
        "Owlet Baby Care Inc.", // 0E9F
        "ENLESS WIRELESS", // 0EA0
        "Culligan International Company", // 0EA1
        "QIKCONNEX LLC", // 0EA2
        "OLIS ELECTRONICS, LLC", // 0EA3
        "BiTECH Automotive (Wuhu) Co.,Ltd", // 0EA4
        "EasyReach Solutions Private Limited", // 0EA5
        "AMG Lab LLC", // 0EA6
        "BrickXter GmbH", // 0EA7
        "Dongguan Trangjan Industrial Co., Ltd", // 0EA8
        "Makichie Co., Ltd.", // 0EA9
        "Hive Soundz inc.", // 0EAA
        "STEYR Sport GmbH", // 0EAB
        "Dynetrex Solutions Inc.", // 0EAC
        "OPTRON Co., Ltd.", // 0EAD
        "BHClears Microelectronics (Shanghai) Co., Ltd.", // 0EAE
        "Unfolded Circle ApS", // 0EAF
        "FactorySense", // 0EB0
        "WearNex Limited", // 0EB1
        "PRADCO Outdoor Brands", // 0EB2
        "Zucchetti Axess", // 0EB3
        "BLUEFIN DATA, LLC", // 0EB4
        "Preseed Japan Corporation", // 0EB5
        "Server Products, Inc.", // 0EB6
        "Embedded Solutions LLC", // 0EB7
        "PARAGON ID", // 0EB8
        "egojin co,.ltd", // 0EB9
        "THERMY LTD", // 0EBA
        "Asahi Denso Co.,Ltd.", // 0EBB
        "GP Acoustics International Limited", // 0EBC
        "Tongfang Health Technology (Beijing) Co., Ltd.", // 0EBD
        "Deity Acoustic Technology Co.", // 0EBE
        "Schulte-Schlagbaum AG", // 0EBF
        "WEST inx Ltd.", // 0EC0
        "Crossdoor", // 0EC1
        "High Entropy, LLC", // 0EC2
        "Herschel Infrared Ltd", // 0EC3
        "PACIFIC MARINE BATTERIES PTY. LIMITED", // 0EC4
        "Alibaba (China) Co., Ltd.", // 0EC5
        "AuthGate B.V.", // 0EC6
        "Canyon Bicycles GmbH", // 0EC7
        "Codie LLC", // 0EC8
        "NeuroPace Inc", // 0EC9
        "NexRev LLC", // 0ECA
        "Zhong Shan City Richsound Electronic Industrial Ltd.", // 0ECB
        "Shenzhen NEOECO Technology Co., Ltd.", // 0ECC
        "Nature Inc.", // 0ECD
        "Guangzhou Honor Microelectronic Co.,Ltd.", // 0ECE
        "GGEC America, Inc.", // 0ECF
        "Gibson, Inc.", // 0ED0
        "VINYL MATT MEDIA LIMITED", // 0ED1
        "SHENZHEN BESTWAY ELECTRONICS CO.,LTD", // 0ED2
        "Lichens Innovation inc.", // 0ED3
        "Goerdyna Group Co., Ltd", // 0ED4
        "Relish Technologies Limited", // 0ED5
        "Quintessential Design, Inc.", // 0ED6
        "CS INSTRUMENTS GmbH & Co.KG", // 0ED7
        "DORAN MFG. LLC", // 0ED8
        "Overhead Door Corporation", // 0ED9
        "Kodira GmbH", // 0EDA
        "ShenZhen BoYiChuangXin", // 0EDB
        "Shenzhen Zoqin Technology Co., Ltd.", // 0EDC
        "Ceridwen Limited", // 0EDD
        "Sony Honda Mobility Inc.", // 0EDE
        "Dynaudio A/S", // 0EDF
        "MAERSK CONTAINER INDUSTRY A/S", // 0EE0
        "MA MICRO LIMITED", // 0EE1
        "shenzhen hongever technology Co,. Ltd", // 0EE2
        "TAMRON Co., Ltd.", // 0EE3
        "CAPTEMP, LDA", // 0EE4
        "Ambient Life Inc.", // 0EE5
        "NOCTRIX HEALTH, INC", // 0EE6
        "RICKARD AIR DIFFUSION (PTY) LTD", // 0EE7
        "SG Armaturen AS", // 0EE8
        "PIXEL TI IND. E COM PROD ELETRONICOS", // 0EE9
        "Core Devices LLC", // 0EEA
        "Fujita Electric Works, Ltd", // 0EEB
        "Willow Laboratories, Inc.", // 0EEC
        "BBC Bircher AG", // 0EED
        "ELLEA INGEGNERIA SRL UNIPERSONALE", // 0EEE
        "Q42 Internet B.V.", // 0EEF
        "Seaward Electronic", // 0EF0
        "Wuxi Does IOT Co., Ltd", // 0EF1
        "CAPTAIN BLINK", // 0EF2
        "Monil AS", // 0EF3
        "LS ELECTRIC Co., Ltd.", // 0EF5
        "Shenzhen Cyber Innovation Technology Co., Ltd.", // 0EF6
        "Trackonomy Systems, Inc.", // 0EF7
        "IoT Solutions Malta Limited", // 0EF8
        "Aseptico, Inc.", // 0EF9
        "Sensear Pty Ltd", // 0EFA
        "BLUEPROVIDERZ LLC", // 0EFB
        "Jano Life Inc.", // 0EFC
        "PRIMES GmbH", // 0EFD
        "Teledyne Instruments, Inc.", // 0EFE
        "Healthcare Technology Limited", // 0EFF
        "TRACERCO LIMITED", // 0F00
        "HAPPLABS SOFTWARE PRIVATE LIMITED", // 0F01
        "GE HEALTHCARE TECHNOLOGIES INC.", // 0F02
        "Olibra LLC", // 0F03
        "Lumen Labs (HK) Ltd", // 0F04
        "SHENZHEN GWSTAI TECHNOLOGY CO.,LTD", // 0F05
        "SHENZHEN POWEROAK NEWENER CO., LTD", // 0F06
        "Tech OVN Private Limited", // 0F07
        "Lezyne USA Inc.", // 0F08
        "ANC CHINA LIMITED", // 0F09
        "LION GROUP, INC.", // 0F0A
        "Brightway Innovation Intelligent Technology (Suzhou) Co., Ltd.", // 0F0B
        "Hitachi Industrial Equipment Systems Co.,Ltd.", // 0F0C
        "Maennl Elektronik GmbH", // 0F0D
        "IDEATRONIK Limited Liability Company", // 0F0E
        "caive Inc.", // 0F0F
        "ShenZhen Doctors of Intelligence & Technology Co.,Ltd", // 0F10
        "Deep and Steep LLC", // 0F11
        "Endur ID, Inc.", // 0F12
        "Freshape SA", // 0F13
        "PreEvnt, LLC", // 0F14
        "Oval Corporation", // 0F15
        "ADHD Friendly co.Ltd", // 0F16
        "RORENTECH Co., Ltd.", // 0F17
        "iKeyless, LLC", // 0F18
        "Shenzhen SuperSound Technology Co.,Ltd", // 0F19
        "FLO SCIENCES, LLC", // 0F1A
        "PalatiumCare LLC", // 0F1B
        "Edge Semiconductors Inc.", // 0F1C
        "ZIMMERMANN PV-Steel Group GmbH & Co. KG", // 0F1D
        "Yolni Inc.", // 0F1E
        "Ninebot (Changzhou) Tech Co., Ltd.", // 0F1F
        "Beijing Spring Creation Technology Co., Ltd.", // 0F20
        "Rokk Limited", // 0F21
        "ONESPACE TECHNOLOGIES (PTY) LTD", // 0F22
        "Yuquan Semiconductor (Xiamen) Co., Ltd.", // 0F23
        "Easy Measure Co., Ltd.", // 0F24
        "Sichuan Changhong Neonet Technologies Co.,Ltd.", // 0F25
        "Centromere Holding B.V.", // 0F26
        "Global Link Distribution Corp.", // 0F27
        "Amp Fit Israel LTD", // 0F28
        "Trezor Company s.r.o.", // 0F29
        "KELLER Druckmesstechnik AG", // 0F2A
        "ElitEngineering LLC", // 0F2B
        "Vision Group Inc.", // 0F2C
        "ClipsClips LLC", // 0F2D
        "BRITZ INTERNATIONAL CO.,LTD", // 0F2E
        "ThingCo Limited", // 0F2F
        "Opal Camera, Inc.", // 0F30
        "TECHNOLOGIES FOR FREERIDE s.r.o", // 0F31
        "FLINTEC UK LIMITED", // 0F32
        "TETNET", // 0F33
        "NINGBO SHARKWARD ELECTRONICS CO.,LTD", // 0F34
        "Audeze LLC", // 0F35
        "NODER Joint Stock Company", // 0F36
        "Schueco International KG", // 0F37
        "GILL INSTRUMENTS LIMITED", // 0F38
        "Seitron Spa", // 0F39
        "Southern Audio Services, Inc", // 0F3A
        "SANWA NEWTEC CO.,LTD.", // 0F3B
        "Mobile Technology Solutions LLC", // 0F3C
        "Vitio Medical S.L.", // 0F3D
        "Salyx Medical Inc.", // 0F3E
        "Landig + Lava GmbH & Co. KG", // 0F3F
        "Health Data Insight C.I.C.", // 0F40
        "BONX INC.", // 0F41
        "LINKEDCHIP TECHNOLOGY INC", // 0F42
        "12mm Health Technology (Hainan) Co., Ltd.", // 0F43
        "MAVERICK ENERGY SOLUTIONS INTERNATIONAL,INC", // 0F44
        "Tactica Defense LLC", // 0F45
        "Huizhou Meicanxin Electronics Technology Co.,Ltd", // 0F46
        "Lodestar Technology Inc.", // 0F47
        "Shenzhen Xinfeiyi Technology Co., Ltd.", // 0F48
        "IYO INC.", // 0F49
        "Mitsubishi Motors Corporation", // 0F4A
        "desamisCo.,Ltd.", // 0F4B
        "JL WORLD CORPORATION LIMITED", // 0F4C
        "Qulinda AB", // 0F4D
        "Ningbo Dooya Mechanic & Electronic Technology Co., Ltd", // 0F4E
        "G-Vision GmbH", // 0F4F
        "Lantern Innovations Incorporated", // 0F50
        "ebm-papst Mulfingen GmbH & Co. KGaA & Co. KG", // 0F51
        "Shenzhen Yunke Intelligent Co.Ltd", // 0F52
        "Fledt & Meiton Marin AB", // 0F53
        "ContiTech Deutschland GmbH", // 0F54
        "Sensoteq Ltd", // 0F55
        "Astute Access Group Limited", // 0F56
        "Silverlake Technologies", // 0F57
        "Shenzhen Guo-link Technology Co.,Ltd.", // 0F58
        "Silicon Vandals PTY LTD", // 0F59
        "Vibe Energy B.V.", // 0F5A
        "shanghai fudan electronics group company Co. Ltd", // 0F5B
        "Micro Technology Services, Inc.", // 0F5C
        "Leapcraft ApS", // 0F5D
        "WUXI WEIDA INTELLIGENT ELECTRONICS CO.,LTD.", // 0F5E
        "ROBSON SRL", // 0F5F
        "Quilt Systems, Inc.", // 0F60
        "HyolimXE Co., Ltd.", // 0F61
        "Kehwin Technologies Co. Ltd.", // 0F62
        "WATTER, Inc.", // 0F63
        "SafeNow GmbH", // 0F64
        "CZV, Inc", // 0F65
        "BIGREDBEE, LLC", // 0F66
        "White Eagle Sonic Technologies, Inc.", // 0F67
        "Navico", // 0F68
        "Ancoe Industry Corporation", // 0F69
        "Roam Devices LLC", // 0F6A
        "Skywalk Inc.", // 0F6B
        "Biogents AG", // 0F6C
        "MODRETRO, INC.", // 0F6D
        "iSi Wearable Safety GmbH", // 0F6E
        "onanoff limited", // 0F6F
        "TECHFLITTER SOLUTIONS PRIVATE LIMITED", // 0F70
        "PIRITIZ LLC", // 0F71
        "FLORLINK, INC.", // 0F72
        "Keycafe Inc.", // 0F73
        "Sperry Labs LLC", // 0F74
        "Senseonics, Incorporated", // 0F75
        "simatec ag", // 0F76
        "CROSS BRAIN CO.,Ltd.", // 0F77
        "Also, Inc.", // 0F78
        "Walter Mueller Inc. for Industrial Electronics", // 0F79
        "SHENZHEN GUANG QI GUO CHUANG TECHNOLOGY CO.,LTD", // 0F7A
        "SKYROAM, INC.", // 0F7B
        "Polk Audio", // 0F7C
        "eQ-3 AG", // 0F7D
        "shenzhen Holyiot Technology Co.,Ltd", // 0F7E
        "Badass eBikes GmbH", // 0F7F
        "Hydro Electronic Devices, Inc.", // 0F80
        "IN Phase International lTD", // 0F81
        "Amon Co.Ltd.", // 0F82
        "Calpeda S.p.A.", // 0F83
        "KT Micro, Inc.", // 0F84
        "Hangzhou Sciener Smart Technology Co., Ltd.", // 0F85
        "Lakecrest Pty Ltd", // 0F86
        "Anacove Inc.", // 0F87
        "Kohler Ventures, Inc.", // 0F88
        "STOREIO TECHNOLOGIES LTD", // 0F89
        "Innogando S.L.", // 0F8A
        "A.Y. McDonald Mfg. Co.", // 0F8B
        "ROYAL PARTS CO.,LTD", // 0F8C
        "JUREN CO., LTD.", // 0F8D
        "Biceek Inc", // 0F8E
        "SIGNUM INTELLIGENCE LTD", // 0F8F
        "MOBI7 TECNOLOGIA EM MOBILIDADE S.A.", // 0F90
        "Valostra Digital Ventures LLP", // 0F91
        "Ethos Group, Inc.", // 0F92
        "Aktiebolaget Ebeco", // 0F93
        "IDX Company, Ltd.", // 0F94
        "Dongguang Huasoo Automation Technology Company Limited", // 0F95
        "SEIKOIST, INC", // 0F96
        "SPX Aids to Navigation Oy", // 0F97
        "Fitnexa Inc", // 0F98
        "DEZINE GROUP LLC", // 0F99
        "Eiritsu Electronics Industry Co., Ltd.", // 0F9A
        "Hanshow Technology Co.,Ltd.", // 0F9B
        "WePower Technologies LLC", // 0F9C
        "IRTrans GmbH", // 0F9D
        "Hibino Corporation", // 0F9E
        "Seiko Future Creation Inc.", // 0F9F
        "DP IOT", // 0FA0
        "PALRED RETAIL PRIVATE LIMITED", // 0FA1
        "BIA NEUROSCIENCE INC.", // 0FA2
        "B.E.G. Brueck Electronic GmbH", // 0FA3
        "Nice Spa", // 0FA4
        "Avanos Medical, Inc.", // 0FA5
        "Ugreen Group Limited", // 0FA6
        "spheretek japan", // 0FA7
        "Senti Technologies Private Limited", // 0FA8
        "Ranch Systems, Inc.", // 0FA9
        "Suzhou Fanxi Technology Co., Ltd.", // 0FAA
        "Geo Radar AI Private Limited", // 0FAB
        "Flitsmeister B.V.", // 0FAC
        "The AI Toy Company", // 0FAD
        "Capacite", // 0FAE
        "Terasite Technologies", // 0FAF
        "General Resistance, LLC", // 0FB0
        "Avivomed Inc.", // 0FB1
        "PLAUD Inc.", // 0FB2
        "Hooked Society Oy Ltd", // 0FB3
        "StoneDevices", // 0FB4
        "Hangzhou Nano IC Technologies Co,. Ltd", // 0FB5
        "TQ-Systems GmbH", // 0FB6
        "Hapn Holdings, LLC", // 0FB7
        "SITERWELL ELECTRONICS CO.,LIMITED", // 0FB8
        "Shenzhen Mutual Technology Co., Ltd", // 0FB9
        "Cosonic Intelligent Technologies Co., Ltd.", // 0FBA
        "Rollease Acmeda, Inc.", // 0FBB
        "ATANS TECHNOLOGY INC.", // 0FBC
        "Locus Robotics Corp.", // 0FBD
        "TaigaIoT", // 0FBE
        "Tridentify AB", // 0FBF
        "Littlebird Connected Care, Inc.", // 0FC0
        "Air Automotive tracking Inc.", // 0FC1
        "ISSPRO, INC", // 0FC2
        "Shenzhen Jimi loT Co.,Ltd", // 0FC3
        "FulScience Automotive Electronics Co., Ltd.", // 0FC4
        "Hypershell Co., Ltd", // 0FC5
        "ASD Lighting PLC", // 0FC6
        "Pharox B.V.", // 0FC7
        "Eforthink Technology Co., Ltd.", // 0FC8
        "Zirbel Bike GmbH", // 0FC9
        "Legato Audio, Inc.", // 0FCA
        "Biocorp Production", // 0FCB
        "Neurotherapeutics Ltd", // 0FCC
        "Wimate Technology Solutions Pvt Ltd", // 0FCD
        "NOJA Power", // 0FCE
        "Nestlab AS", // 0FCF
        "Stark Future SL", // 0FD0
        "Auranova LLC", // 0FD1
        "Domteknika S.A", // 0FD2
        "YDIIT Co., Ltd", // 0FD3
        "QRITAGYA LLP", // 0FD4
        "Telemacy Ltd", // 0FD5
        "LIOTYS", // 0FD6
        "Hondata, Inc.", // 0FD7
        "SIVA Inotec Limited", // 0FD8
        "REMDEVICE S.R.L.", // 0FD9
        "NIVELCO PROCESS CONTROL CO.", // 0FDA
        "Beijing Hongsi Electronic Technology Co.,Ltd.", // 0FDC
        "FOSS Analytical A/S", // 103A
        "Blahaj Ltd", // 103D
        "Nextorage Corporation", // 103E
        "infyni", // 103F
        "Raspberry Pi", // 1040
        "Shenzhen Huasheng Jiaye Technology Co., Ltd", // 1041
        "Namara Water Technologies, Inc", // 1042
        "Shanghai Holychip Electronic Co., Ltd.", // 1043
        "Rotarex S.A.", // 1044
        "VOTRONIC Elektronik-Systeme GmbH", // 1045
        "EXELIO S.R.L.", // 1046
        "Yamaha Motor eBike Systems GmbH", // 1047
        "Ferrari s.p.a.", // 1048
        "Anhui Ubico Advanced Manufacture Co., Ltd.", // 1049
        "Mueller-BBM Rail Technologies GmbH", // 104A
        "Yoto Limited", // 104B
        "LAUMAS Elettronica S.r.l.", // 104C
        "BUND MEDIA PTY. LTD.", // 104D
        "LSC Control Systems Pty Ltd", // 104E
        "Safety Lighting Research Pty Ltd", // 104F
        "Hangzhou Sneuro Medical Co., Ltd.", // 1050
        "UnlimitedIRL LLC", // 1051
        "MAXTA TECH INC.", // 1052
        "Sensorworx, Inc.", // 1053
        "Bluetooth SIG Specification Reserved Default Vendor ID for Remote Devices Without Device ID Service Record.", // FFFF
    ]

    // MARK: GAP appearance (category << 6 | subcategory): 302

    static let appearances = NameTable<UInt16>(keys: appearanceKeys, names: appearanceNames)

    private static let appearanceKeys: [UInt16] = [
        0x0000, 0x0040, 0x0080, 0x0081, 0x0082, 0x0083, 0x0084, 0x0085,
        0x0086, 0x0087, 0x0088, 0x0089, 0x008A, 0x008B, 0x008C, 0x008D,
        0x008E, 0x008F, 0x00C0, 0x00C1, 0x00C2, 0x0100, 0x0140, 0x0180,
        0x01C0, 0x0200, 0x0240, 0x0280, 0x02C0, 0x0300, 0x0301, 0x0340,
        0x0341, 0x0380, 0x0381, 0x0382, 0x03C0, 0x03C1, 0x03C2, 0x03C3,
        0x03C4, 0x03C5, 0x03C6, 0x03C7, 0x03C8, 0x03C9, 0x03CA, 0x0400,
        0x0440, 0x0441, 0x0442, 0x0443, 0x0480, 0x0481, 0x0482, 0x0483,
        0x0484, 0x0485, 0x04C0, 0x04C1, 0x04C2, 0x04C3, 0x04C4, 0x04C5,
        0x04C6, 0x04C7, 0x04C8, 0x04C9, 0x04CA, 0x04CB, 0x04CC, 0x04CD,
        0x0500, 0x0501, 0x0502, 0x0503, 0x0540, 0x0541, 0x0542, 0x0543,
        0x0544, 0x0545, 0x0546, 0x0547, 0x0548, 0x0549, 0x054A, 0x054B,
        0x054C, 0x054D, 0x054E, 0x054F, 0x0550, 0x0551, 0x0552, 0x0553,
        0x0554, 0x0555, 0x0556, 0x0557, 0x0558, 0x0559, 0x0580, 0x0581,
        0x0582, 0x0583, 0x0584, 0x0585, 0x0586, 0x0587, 0x0588, 0x0589,
        0x058A, 0x058B, 0x058C, 0x058D, 0x058E, 0x058F, 0x0590, 0x0591,
        0x0592, 0x0593, 0x0594, 0x0595, 0x0596, 0x0597, 0x0598, 0x0599,
        0x05C0, 0x05C1, 0x05C2, 0x05C3, 0x05C4, 0x05C5, 0x05C6, 0x0600,
        0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x0606, 0x0607, 0x0608,
        0x0609, 0x060A, 0x060B, 0x0640, 0x0680, 0x06C0, 0x06C1, 0x06C2,
        0x06C3, 0x06C4, 0x06C5, 0x06C6, 0x06C7, 0x0700, 0x0701, 0x0702,
        0x0703, 0x0704, 0x0705, 0x0706, 0x0707, 0x0708, 0x0709, 0x0740,
        0x0741, 0x0742, 0x0743, 0x0744, 0x0745, 0x0780, 0x0781, 0x0782,
        0x0783, 0x0784, 0x0785, 0x0786, 0x0787, 0x0788, 0x0789, 0x07C0,
        0x07C1, 0x07C2, 0x07C3, 0x07C4, 0x07C5, 0x07C6, 0x07C7, 0x07C8,
        0x0800, 0x0801, 0x0802, 0x0803, 0x0804, 0x0805, 0x0806, 0x0840,
        0x0841, 0x0842, 0x0843, 0x0844, 0x0845, 0x0880, 0x0881, 0x0882,
        0x0883, 0x0884, 0x0885, 0x0886, 0x0887, 0x0888, 0x0889, 0x08C0,
        0x08C1, 0x08C2, 0x08C3, 0x08C4, 0x08C5, 0x08C6, 0x08C7, 0x08C8,
        0x08C9, 0x08CA, 0x08CB, 0x08CC, 0x08CD, 0x08CE, 0x08CF, 0x0900,
        0x0901, 0x0902, 0x0903, 0x0904, 0x0905, 0x0906, 0x0907, 0x0908,
        0x0909, 0x090A, 0x090B, 0x090C, 0x090D, 0x090E, 0x090F, 0x0940,
        0x0941, 0x0942, 0x0943, 0x0944, 0x0980, 0x0981, 0x0982, 0x0983,
        0x0984, 0x09C0, 0x09C1, 0x09C2, 0x09C3, 0x09C4, 0x09C5, 0x09C6,
        0x09C7, 0x09C8, 0x09C9, 0x09CA, 0x0A00, 0x0A01, 0x0A02, 0x0A03,
        0x0A40, 0x0A41, 0x0A42, 0x0A43, 0x0A80, 0x0A81, 0x0A82, 0x0AC0,
        0x0AC1, 0x0AC2, 0x0C40, 0x0C41, 0x0C42, 0x0C80, 0x0CC0, 0x0CC1,
        0x0CC2, 0x0D00, 0x0D40, 0x0D41, 0x0D44, 0x0D48, 0x0D80, 0x0DC0,
        0x0DC1, 0x1440, 0x1441, 0x1442, 0x1443, 0x1444,
    ]
    private static let appearanceNames: [StaticString] = [
        "Unknown", // 0000
        "Phone", // 0040
        "Computer", // 0080
        "Computer: Desktop Workstation", // 0081
        "Computer: Server-class Computer", // 0082
        "Computer: Laptop", // 0083
        "Computer: Handheld PC/PDA (clamshell)", // 0084
        "Computer: Palm-size PC/PDA", // 0085
        "Computer: Wearable computer (watch size)", // 0086
        "Computer: Tablet", // 0087
        "Computer: Docking Station", // 0088
        "Computer: All in One", // 0089
        "Computer: Blade Server", // 008A
        "Computer: Convertible", // 008B
        "Computer: Detachable", // 008C
        "Computer: IoT Gateway", // 008D
        "Computer: Mini PC", // 008E
        "Computer: Stick PC", // 008F
        "Watch", // 00C0
        "Watch: Sports Watch", // 00C1
        "Watch: Smartwatch", // 00C2
        "Clock", // 0100
        "Display", // 0140
        "Remote Control", // 0180
        "Eye-glasses", // 01C0
        "Tag", // 0200
        "Keyring", // 0240
        "Media Player", // 0280
        "Barcode Scanner", // 02C0
        "Thermometer", // 0300
        "Thermometer: Ear Thermometer", // 0301
        "Heart Rate Sensor", // 0340
        "Heart Rate Sensor: Heart Rate Belt", // 0341
        "Blood Pressure", // 0380
        "Blood Pressure: Arm Blood Pressure", // 0381
        "Blood Pressure: Wrist Blood Pressure", // 0382
        "Human Interface Device", // 03C0
        "Human Interface Device: Keyboard", // 03C1
        "Human Interface Device: Mouse", // 03C2
        "Human Interface Device: Joystick", // 03C3
        "Human Interface Device: Gamepad", // 03C4
        "Human Interface Device: Digitizer Tablet", // 03C5
        "Human Interface Device: Card Reader", // 03C6
        "Human Interface Device: Digital Pen", // 03C7
        "Human Interface Device: Barcode Scanner", // 03C8
        "Human Interface Device: Touchpad", // 03C9
        "Human Interface Device: Presentation Remote", // 03CA
        "Glucose Meter", // 0400
        "Running Walking Sensor", // 0440
        "Running Walking Sensor: In-Shoe Running Walking Sensor", // 0441
        "Running Walking Sensor: On-Shoe Running Walking Sensor", // 0442
        "Running Walking Sensor: On-Hip Running Walking Sensor", // 0443
        "Cycling", // 0480
        "Cycling: Cycling Computer", // 0481
        "Cycling: Speed Sensor", // 0482
        "Cycling: Cadence Sensor", // 0483
        "Cycling: Power Sensor", // 0484
        "Cycling: Speed and Cadence Sensor", // 0485
        "Control Device", // 04C0
        "Control Device: Switch", // 04C1
        "Control Device: Multi-switch", // 04C2
        "Control Device: Button", // 04C3
        "Control Device: Slider", // 04C4
        "Control Device: Rotary Switch", // 04C5
        "Control Device: Touch Panel", // 04C6
        "Control Device: Single Switch", // 04C7
        "Control Device: Double Switch", // 04C8
        "Control Device: Triple Switch", // 04C9
        "Control Device: Battery Switch", // 04CA
        "Control Device: Energy Harvesting Switch", // 04CB
        "Control Device: Push Button", // 04CC
        "Control Device: Dial", // 04CD
        "Network Device", // 0500
        "Network Device: Access Point", // 0501
        "Network Device: Mesh Device", // 0502
        "Network Device: Mesh Network Proxy", // 0503
        "Sensor", // 0540
        "Sensor: Motion Sensor", // 0541
        "Sensor: Air quality Sensor", // 0542
        "Sensor: Temperature Sensor", // 0543
        "Sensor: Humidity Sensor", // 0544
        "Sensor: Leak Sensor", // 0545
        "Sensor: Smoke Sensor", // 0546
        "Sensor: Occupancy Sensor", // 0547
        "Sensor: Contact Sensor", // 0548
        "Sensor: Carbon Monoxide Sensor", // 0549
        "Sensor: Carbon Dioxide Sensor", // 054A
        "Sensor: Ambient Light Sensor", // 054B
        "Sensor: Energy Sensor", // 054C
        "Sensor: Color Light Sensor", // 054D
        "Sensor: Rain Sensor", // 054E
        "Sensor: Fire Sensor", // 054F
        "Sensor: Wind Sensor", // 0550
        "Sensor: Proximity Sensor", // 0551
        "Sensor: Multi-Sensor", // 0552
        "Sensor: Flush Mounted Sensor", // 0553
        "Sensor: Ceiling Mounted Sensor", // 0554
        "Sensor: Wall Mounted Sensor", // 0555
        "Sensor: Multisensor", // 0556
        "Sensor: Energy Meter", // 0557
        "Sensor: Flame Detector", // 0558
        "Sensor: Vehicle Tire Pressure Sensor", // 0559
        "Light Fixtures", // 0580
        "Light Fixtures: Wall Light", // 0581
        "Light Fixtures: Ceiling Light", // 0582
        "Light Fixtures: Floor Light", // 0583
        "Light Fixtures: Cabinet Light", // 0584
        "Light Fixtures: Desk Light", // 0585
        "Light Fixtures: Troffer Light", // 0586
        "Light Fixtures: Pendant Light", // 0587
        "Light Fixtures: In-ground Light", // 0588
        "Light Fixtures: Flood Light", // 0589
        "Light Fixtures: Underwater Light", // 058A
        "Light Fixtures: Bollard with Light", // 058B
        "Light Fixtures: Pathway Light", // 058C
        "Light Fixtures: Garden Light", // 058D
        "Light Fixtures: Pole-top Light", // 058E
        "Light Fixtures: Spotlight", // 058F
        "Light Fixtures: Linear Light", // 0590
        "Light Fixtures: Street Light", // 0591
        "Light Fixtures: Shelves Light", // 0592
        "Light Fixtures: Bay Light", // 0593
        "Light Fixtures: Emergency Exit Light", // 0594
        "Light Fixtures: Light Controller", // 0595
        "Light Fixtures: Light Driver", // 0596
        "Light Fixtures: Bulb", // 0597
        "Light Fixtures: Low-bay Light", // 0598
        "Light Fixtures: High-bay Light", // 0599
        "Fan", // 05C0
        "Fan: Ceiling Fan", // 05C1
        "Fan: Axial Fan", // 05C2
        "Fan: Exhaust Fan", // 05C3
        "Fan: Pedestal Fan", // 05C4
        "Fan: Desk Fan", // 05C5
        "Fan: Wall Fan", // 05C6
        "HVAC", // 0600
        "HVAC: Thermostat", // 0601
        "HVAC: Humidifier", // 0602
        "HVAC: De-humidifier", // 0603
        "HVAC: Heater", // 0604
        "HVAC: Radiator", // 0605
        "HVAC: Boiler", // 0606
        "HVAC: Heat Pump", // 0607
        "HVAC: Infrared Heater", // 0608
        "HVAC: Radiant Panel Heater", // 0609
        "HVAC: Fan Heater", // 060A
        "HVAC: Air Curtain", // 060B
        "Air Conditioning", // 0640
        "Humidifier", // 0680
        "Heating", // 06C0
        "Heating: Radiator", // 06C1
        "Heating: Boiler", // 06C2
        "Heating: Heat Pump", // 06C3
        "Heating: Infrared Heater", // 06C4
        "Heating: Radiant Panel Heater", // 06C5
        "Heating: Fan Heater", // 06C6
        "Heating: Air Curtain", // 06C7
        "Access Control", // 0700
        "Access Control: Access Door", // 0701
        "Access Control: Garage Door", // 0702
        "Access Control: Emergency Exit Door", // 0703
        "Access Control: Access Lock", // 0704
        "Access Control: Elevator", // 0705
        "Access Control: Window", // 0706
        "Access Control: Entrance Gate", // 0707
        "Access Control: Door Lock", // 0708
        "Access Control: Locker", // 0709
        "Motorized Device", // 0740
        "Motorized Device: Motorized Gate", // 0741
        "Motorized Device: Awning", // 0742
        "Motorized Device: Blinds or Shades", // 0743
        "Motorized Device: Curtains", // 0744
        "Motorized Device: Screen", // 0745
        "Power Device", // 0780
        "Power Device: Power Outlet", // 0781
        "Power Device: Power Strip", // 0782
        "Power Device: Plug", // 0783
        "Power Device: Power Supply", // 0784
        "Power Device: LED Driver", // 0785
        "Power Device: Fluorescent Lamp Gear", // 0786
        "Power Device: HID Lamp Gear", // 0787
        "Power Device: Charge Case", // 0788
        "Power Device: Power Bank", // 0789
        "Light Source", // 07C0
        "Light Source: Incandescent Light Bulb", // 07C1
        "Light Source: LED Lamp", // 07C2
        "Light Source: HID Lamp", // 07C3
        "Light Source: Fluorescent Lamp", // 07C4
        "Light Source: LED Array", // 07C5
        "Light Source: Multi-Color LED Array", // 07C6
        "Light Source: Low voltage halogen", // 07C7
        "Light Source: Organic light emitting diode (OLED)", // 07C8
        "Window Covering", // 0800
        "Window Covering: Window Shades", // 0801
        "Window Covering: Window Blinds", // 0802
        "Window Covering: Window Awning", // 0803
        "Window Covering: Window Curtain", // 0804
        "Window Covering: Exterior Shutter", // 0805
        "Window Covering: Exterior Screen", // 0806
        "Audio Sink", // 0840
        "Audio Sink: Standalone Speaker", // 0841
        "Audio Sink: Soundbar", // 0842
        "Audio Sink: Bookshelf Speaker", // 0843
        "Audio Sink: Standmounted Speaker", // 0844
        "Audio Sink: Speakerphone", // 0845
        "Audio Source", // 0880
        "Audio Source: Microphone", // 0881
        "Audio Source: Alarm", // 0882
        "Audio Source: Bell", // 0883
        "Audio Source: Horn", // 0884
        "Audio Source: Broadcasting Device", // 0885
        "Audio Source: Service Desk", // 0886
        "Audio Source: Kiosk", // 0887
        "Audio Source: Broadcasting Room", // 0888
        "Audio Source: Auditorium", // 0889
        "Motorized Vehicle", // 08C0
        "Motorized Vehicle: Car", // 08C1
        "Motorized Vehicle: Large Goods Vehicle", // 08C2
        "Motorized Vehicle: 2-Wheeled Vehicle", // 08C3
        "Motorized Vehicle: Motorbike", // 08C4
        "Motorized Vehicle: Scooter", // 08C5
        "Motorized Vehicle: Moped", // 08C6
        "Motorized Vehicle: 3-Wheeled Vehicle", // 08C7
        "Motorized Vehicle: Light Vehicle", // 08C8
        "Motorized Vehicle: Quad Bike", // 08C9
        "Motorized Vehicle: Minibus", // 08CA
        "Motorized Vehicle: Bus", // 08CB
        "Motorized Vehicle: Trolley", // 08CC
        "Motorized Vehicle: Agricultural Vehicle", // 08CD
        "Motorized Vehicle: Camper / Caravan", // 08CE
        "Motorized Vehicle: Recreational Vehicle / Motor Home", // 08CF
        "Domestic Appliance", // 0900
        "Domestic Appliance: Refrigerator", // 0901
        "Domestic Appliance: Freezer", // 0902
        "Domestic Appliance: Oven", // 0903
        "Domestic Appliance: Microwave", // 0904
        "Domestic Appliance: Toaster", // 0905
        "Domestic Appliance: Washing Machine", // 0906
        "Domestic Appliance: Dryer", // 0907
        "Domestic Appliance: Coffee maker", // 0908
        "Domestic Appliance: Clothes iron", // 0909
        "Domestic Appliance: Curling iron", // 090A
        "Domestic Appliance: Hair dryer", // 090B
        "Domestic Appliance: Vacuum cleaner", // 090C
        "Domestic Appliance: Robotic vacuum cleaner", // 090D
        "Domestic Appliance: Rice cooker", // 090E
        "Domestic Appliance: Clothes steamer", // 090F
        "Wearable Audio Device", // 0940
        "Wearable Audio Device: Earbud", // 0941
        "Wearable Audio Device: Headset", // 0942
        "Wearable Audio Device: Headphones", // 0943
        "Wearable Audio Device: Neck Band", // 0944
        "Aircraft", // 0980
        "Aircraft: Light Aircraft", // 0981
        "Aircraft: Microlight", // 0982
        "Aircraft: Paraglider", // 0983
        "Aircraft: Large Passenger Aircraft", // 0984
        "AV Equipment", // 09C0
        "AV Equipment: Amplifier", // 09C1
        "AV Equipment: Receiver", // 09C2
        "AV Equipment: Radio", // 09C3
        "AV Equipment: Tuner", // 09C4
        "AV Equipment: Turntable", // 09C5
        "AV Equipment: CD Player", // 09C6
        "AV Equipment: DVD Player", // 09C7
        "AV Equipment: Bluray Player", // 09C8
        "AV Equipment: Optical Disc Player", // 09C9
        "AV Equipment: Set-Top Box", // 09CA
        "Display Equipment", // 0A00
        "Display Equipment: Television", // 0A01
        "Display Equipment: Monitor", // 0A02
        "Display Equipment: Projector", // 0A03
        "Hearing aid", // 0A40
        "Hearing aid: In-ear hearing aid", // 0A41
        "Hearing aid: Behind-ear hearing aid", // 0A42
        "Hearing aid: Cochlear Implant", // 0A43
        "Gaming", // 0A80
        "Gaming: Home Video Game Console", // 0A81
        "Gaming: Portable handheld console", // 0A82
        "Signage", // 0AC0
        "Signage: Digital Signage", // 0AC1
        "Signage: Electronic Label", // 0AC2
        "Pulse Oximeter", // 0C40
        "Pulse Oximeter: Fingertip Pulse Oximeter", // 0C41
        "Pulse Oximeter: Wrist Worn Pulse Oximeter", // 0C42
        "Weight Scale", // 0C80
        "Personal Mobility Device", // 0CC0
        "Personal Mobility Device: Powered Wheelchair", // 0CC1
        "Personal Mobility Device: Mobility Scooter", // 0CC2
        "Continuous Glucose Monitor", // 0D00
        "Insulin Pump", // 0D40
        "Insulin Pump: Insulin Pump, durable pump", // 0D41
        "Insulin Pump: Insulin Pump, patch pump", // 0D44
        "Insulin Pump: Insulin Pen", // 0D48
        "Medication Delivery", // 0D80
        "Spirometer", // 0DC0
        "Spirometer: Handheld Spirometer", // 0DC1
        "Outdoor Sports Activity", // 1440
        "Outdoor Sports Activity: Location Display", // 1441
        "Outdoor Sports Activity: Location and Navigation Display", // 1442
        "Outdoor Sports Activity: Location Pod", // 1443
        "Outdoor Sports Activity: Location and Navigation Pod", // 1444
    ]
}

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
//
// The table of 16-bit UUIDs the Bluetooth SIG assigned to member companies (`members16`) is taken from the
// list in the Python package bleak (bleak/uuids.py), distributed under the MIT License:
//
// MIT License, Copyright (c) 2020 Henrik Blidh
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

/// Generated tables behind `Registry`, one entry a line, keys (hex) ascending. Attribute lines are
/// "KEY SOURCE IDENTIFIER NAME" (source "gss" is the Bluetooth SIG, otherwise a vendor); company, member
/// UUID and appearance lines are "KEY NAME". Names are the rest of the line and may hold spaces.
enum AssignedNumbers {
    /// GATT services, 16-bit UUIDs (on the Base UUID; source gss = SIG, others are vendors): 73.
    static let services16 = AttributeTable<UInt16>(
        """
        1800 gss org.bluetooth.service.generic_access Generic Access
        1801 gss org.bluetooth.service.generic_attribute Generic Attribute
        1802 gss org.bluetooth.service.immediate_alert Immediate Alert
        1803 gss org.bluetooth.service.link_loss Link Loss
        1804 gss org.bluetooth.service.tx_power Tx Power
        1805 gss org.bluetooth.service.current_time Current Time Service
        1806 gss org.bluetooth.service.reference_time_update Reference Time Update Service
        1807 gss org.bluetooth.service.next_dst_change Next DST Change Service
        1808 gss org.bluetooth.service.glucose Glucose
        1809 gss org.bluetooth.service.health_thermometer Health Thermometer
        180A gss org.bluetooth.service.device_information Device Information
        180D gss org.bluetooth.service.heart_rate Heart Rate
        180E gss org.bluetooth.service.phone_alert_status Phone Alert Status Service
        180F gss org.bluetooth.service.battery_service Battery Service
        1810 gss org.bluetooth.service.blood_pressure Blood Pressure
        1811 gss org.bluetooth.service.alert_notification Alert Notification Service
        1812 gss org.bluetooth.service.human_interface_device Human Interface Device
        1813 gss org.bluetooth.service.scan_parameters Scan Parameters
        1814 gss org.bluetooth.service.running_speed_and_cadence Running Speed and Cadence
        1815 gss org.bluetooth.service.automation_io Automation IO
        1816 gss org.bluetooth.service.cycling_speed_and_cadence Cycling Speed and Cadence
        1818 gss org.bluetooth.service.cycling_power Cycling Power
        1819 gss org.bluetooth.service.location_and_navigation Location and Navigation
        181A gss org.bluetooth.service.environmental_sensing Environmental Sensing
        181B gss org.bluetooth.service.body_composition Body Composition
        181C gss org.bluetooth.service.user_data User Data
        181D gss org.bluetooth.service.weight_scale Weight Scale
        181E gss org.bluetooth.service.bond_management Bond Management Service
        181F gss org.bluetooth.service.continuous_glucose_monitoring Continuous Glucose Monitoring
        1820 gss org.bluetooth.service.internet_protocol_support Internet Protocol Support Service
        1821 gss org.bluetooth.service.indoor_positioning Indoor Positioning
        1822 gss org.bluetooth.service.pulse_oximeter Pulse Oximeter Service
        1823 gss org.bluetooth.service.http_proxy HTTP Proxy
        1824 gss org.bluetooth.service.transport_discovery Transport Discovery
        1825 gss org.bluetooth.service.object_transfer Object Transfer Service
        1826 gss org.bluetooth.service.fitness_machine Fitness Machine
        1827 gss org.bluetooth.service.mesh_provisioning Mesh Provisioning Service
        1828 gss org.bluetooth.service.mesh_proxy Mesh Proxy Service
        1829 gss org.bluetooth.service.reconnection_configuration Reconnection Configuration
        183A gss org.bluetooth.service.insulin_delivery Insulin Delivery
        183B gss org.bluetooth.service.binary_sensor Binary Sensor
        183C gss org.bluetooth.service.emergency_configuration Emergency Configuration
        183E gss org.bluetooth.service.physical_activity_monitor Physical Activity Monitor
        1843 gss org.bluetooth.service.audio_input_control Audio Input Control
        1844 gss org.bluetooth.service.volume.control Volume Control
        1845 gss org.bluetooth.service.volume.offset_control Volume Offset Control
        1846 gss org.bluetooth.service.coordinated_set_identification Coordinated Set Identification
        1847 gss org.bluetooth.service.device_time Device Time
        1848 gss org.bluetooth.service.control.media Media Control
        1849 gss org.bluetooth.service.control.generic_media Generic Media Control
        184A gss org.bluetooth.service.constant_tone_extension Constant Tone Extension
        184B gss org.bluetooth.service.bearer.telephone Telephone Bearer
        184C gss org.bluetooth.service.bearer.generic_telephone Generic Telephone Bearer
        184D gss org.bluetooth.service.control.microphone Microphone Control
        184E gss org.bluetooth.service.control.audio_stream Audio Stream Control
        184F gss org.bluetooth.service.audio.broadcast_scan Broadcast Audio Scan
        1850 gss org.bluetooth.service.audio.published_capabilities Published Audio Capabilities
        1851 gss org.bluetooth.service.audio.basic_announcement Basic Audio Announcement
        1852 gss org.bluetooth.service.audio.broadcast_announcement Broadcast Audio Announcement
        1853 gss org.bluetooth.service.audio.common Common Audio
        1854 gss org.bluetooth.service.hearing_access Hearing Access
        1855 gss org.bluetooth.service.telephony_and_media_audio Telephony and Media Audio
        1856 gss org.bluetooth.service.public_broadcast_announcement Public Broadcast Announcement
        1857 gss org.bluetooth.service.electronic_shelf_label Electronic Shelf Label
        1858 gss org.bluetooth.service.gaming_audio Gaming Audio
        1859 gss org.bluetooth.service.mesh_proxy_solicitation Mesh Proxy Solicitation
        FD0D blecon dev.blecon.service.advertising Blecon Advertising Service
        FD6F apple com.apple.service.contacttracing Exposure Notification Service
        FE0F philips-hue com.philips-hue.service.signify_netherlands Signify Netherlands B.V. (formerly Philips Lighting) Service
        FE2C google com.google.service.fast_pair Fast Pair Service
        FE59 nordic com.nordicsemi.service.dfu.secure Secure DFU Service
        FEAA google com.google.service.eddystone Eddystone
        FEBB adafruit com.adafruit.service.file_transfer File Transfer Service by Adafruit
        """
    )

    /// GATT services, 128-bit vendor UUIDs: 52.
    static let services128 = AttributeTable<UInt128>(
        """
        00001523-1212-EFDE-1523-785FEABCD123 nordic com.nordicsemi.service.led_and_button Nordic LED and Button Service
        00001530-1212-EFDE-1523-785FEABCD123 nordic com.nordicsemi.service.dfu.legacy Legacy DFU Service
        00001623-1212-EFDE-1623-785FEABCD123 lego com.lego.service.lwp3.hub LEGO® Wireless Protocol v3 Hub Service
        00001625-1212-EFDE-1623-785FEABCD123 lego com.lego.service.lwp3.bootloader LEGO® Wireless Protocol v3 Bootloader Service
        0483DADD-6C9D-6CA9-5D41-03AD4FFF4ABB nordic com.nordicsemi.service.throughput Nordic Throughput Service
        0FDA92B2-44A2-4AF2-84F5-FA682BAA2B8D helium com.helium.service.custom Helium Hotspot Custom Service
        14387800-130C-49E7-B877-2881C89CB258 nordic com.nordicsemi.service.wifi.provisioning Nordic Wi-Fi Provisioning Service
        21490000-494A-4573-98AF-F126AF76F490 nordic com.nordicsemi.service.ddfs Nordic Direction and Distance Finding Service
        54220000-F6A5-4007-A371-722F4EBD8436 memfault com.memfault.service.mds Memfault Diagnostic Service
        57A70000-9350-11ED-A1EB-0242AC120002 nordic com.nordicsemi.service.status Nordic Status Message Service
        6E400001-B5A3-F393-E0A9-E50E24DCCA9E nordic com.nordicsemi.service.uart Nordic UART Service
        7905F431-B5CE-4E99-A40F-4B1E122D00D0 apple com.apple.service.notification_center Apple Notification Center Service
        7DFC6000-7D1C-4951-86AA-8D9728F8D66C apple com.apple.service.7DFC6000 Apple Reserved Service
        7DFC7000-7D1C-4951-86AA-8D9728F8D66C apple com.apple.service.7DFC7000 Apple Reserved Service
        7DFC8000-7D1C-4951-86AA-8D9728F8D66C apple com.apple.service.7DFC8000 Apple Reserved Service
        7DFC9000-7D1C-4951-86AA-8D9728F8D66C apple com.apple.service.7DFC9000 Apple Reserved Service
        89D3502B-0F36-433A-8EF4-C502AD55F8DC apple com.apple.service.media Apple Media Service
        8D53DC1D-1DB7-4CD3-868B-8A527460AA84 apache io.runtime.mcumgr.ble.smp SMP Service
        8E400001-F315-4F60-9FB8-838830DAEA50 nordic com.nordicsemi.service.dfu.buttonless_experimental Experimental Buttonless DFU Service
        932C32BD-0000-47A2-835A-A8D455B859DD philips-hue com.philips-hue.service.light_control Philips Hue Light Control Service
        A3C87500-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.service.eddystone.configuration Eddystone Configuration Service
        A5B46352-9D13-479F-9FCB-3DCDF0A13F4D nordic com.nordicsemi.service.thingy.sensorhub Thingy Sensor Hub
        ADAF0100-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.temperature Adafruit Temperature Service
        ADAF0200-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.accelerometer Adafruit Accelerometer Service
        ADAF0300-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.light Adafruit Light Service
        ADAF0400-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.gyroscope Adafruit Gyroscope Service
        ADAF0500-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.magnetometer Adafruit Magnetometer Service
        ADAF0600-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.button Adafruit Button Service
        ADAF0700-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.humidity Adafruit Humidity Service
        ADAF0800-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.barometric Adafruit Barometric Service
        ADAF0900-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.addressable_pixel Adafruit Addressable Service
        ADAF0A00-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.color Adafruit Color Service
        ADAF0B00-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.sound Adafruit Sound Service
        ADAF0C00-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.tone Adafruit Tone Service
        ADAF0D00-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.quaternion Adafruit Quaternion Service
        ADAF0E00-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.service.proximity Adafruit Proximity Service
        B8843ADD-0000-4AA1-8794-C3F462030BDA philips-hue com.philips-hue.service.light_update Philips Hue Light Update Service
        E2A00001-EC31-4EC3-A97A-1C34D87E9878 nordic com.nordicsemi.service.edge_impulse Edge Impulse Remote Management Service
        E95D0753-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.service.accelerometer micro:bit Accelerometer Service
        E95D127B-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.service.io_pin micro:bit IO Pin Service
        E95D6100-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.service.temperature micro:bit Temperature Service
        E95D93AF-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.service.event micro:bit Event Service
        E95D93B0-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.service.dfu_control micro:bit DFU Control Service
        E95D9882-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.service.button micro:bit Button Service
        E95DD91D-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.service.led micro:bit LED Service
        E95DF2D8-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.service.magnetometer micro:bit Magnetometer Service
        EF680100-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.service.thingy.configuration Thingy Configuration Service
        EF680200-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.service.thingy.weather_station Thingy Weather Station Service
        EF680300-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.service.thingy.ui Thingy UI Service
        EF680400-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.service.thingy.motion Thingy Motion Service
        EF680500-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.service.thingy.sound Thingy Sound Service
        F000FFC0-0451-4000-B000-000000000000 ti com.ti.service.oad Texas Instruments Over-the-Air Download (OAD) Service
        """
    )

    /// GATT characteristics, 16-bit UUIDs (on the Base UUID; source gss = SIG, others are vendors): 468.
    static let characteristics16 = AttributeTable<UInt16>(
        """
        1233 google com.google.service.deprecated.fast_pair.model_id Deprecated Fast Pair Model ID
        1234 google com.google.service.deprecated.fast_pair.key_based_pairing Deprecated Fast Pair Key-based Pairing
        1235 google com.google.service.deprecated.fast_pair.passkey Deprecated Fast Pair Passkey
        1236 google com.google.service.deprecated.fast_pair.account_key Deprecated Fast Pair Account Key
        1237 google com.google.service.deprecated.fast_pair.data Deprecated Fast Pair Data
        1524 nordic com.nordicsemi.characteristic.throughput Throughput Characteristic
        2A00 gss org.bluetooth.characteristic.gap.device_name Device Name
        2A01 gss org.bluetooth.characteristic.gap.appearance Appearance
        2A02 gss org.bluetooth.characteristic.gap.peripheral_privacy_flag Peripheral Privacy Flag
        2A03 gss org.bluetooth.characteristic.gap.reconnection_address Reconnection Address
        2A04 gss org.bluetooth.characteristic.gap.peripheral_preferred_connection_parameters Peripheral Preferred Connection Parameters
        2A05 gss org.bluetooth.characteristic.gatt.service_changed Service Changed
        2A06 gss org.bluetooth.characteristic.alert_level Alert Level
        2A07 gss org.bluetooth.characteristic.tx_power_level Tx Power Level
        2A08 gss org.bluetooth.characteristic.date_time Date Time
        2A09 gss org.bluetooth.characteristic.day_of_week Day of Week
        2A0A gss org.bluetooth.characteristic.day_date_time Day Date Time
        2A0B gss org.bluetooth.characteristic.exact_time.100 Exact Time 100
        2A0C gss org.bluetooth.characteristic.exact_time.256 Exact Time 256
        2A0D gss org.bluetooth.characteristic.dst_offset DST Offset
        2A0E gss org.bluetooth.characteristic.time_zone Time Zone
        2A0F gss org.bluetooth.characteristic.local_time_information Local Time Information
        2A10 gss org.bluetooth.characteristic.secondary_time_zone Secondary Time Zone
        2A11 gss org.bluetooth.characteristic.time_with_dst Time with DST
        2A12 gss org.bluetooth.characteristic.time_accuracy Time Accuracy
        2A13 gss org.bluetooth.characteristic.time_source Time Source
        2A14 gss org.bluetooth.characteristic.reference_time_information Reference Time Information
        2A15 gss org.bluetooth.characteristic.time_broadcast Time Broadcast
        2A16 gss org.bluetooth.characteristic.time_update_control_point Time Update Control Point
        2A17 gss org.bluetooth.characteristic.time_update_state Time Update State
        2A18 gss org.bluetooth.characteristic.glucose_measurement Glucose Measurement
        2A19 gss org.bluetooth.characteristic.battery_level Battery Level
        2A1A gss org.bluetooth.characteristic.battery_power_state Battery Power State
        2A1B gss org.bluetooth.characteristic.battery_level_state Battery Level State
        2A1C gss org.bluetooth.characteristic.temperature_measurement Temperature Measurement
        2A1D gss org.bluetooth.characteristic.temperature_type Temperature Type
        2A1E gss org.bluetooth.characteristic.intermediate_temperature Intermediate Temperature
        2A1F gss org.bluetooth.characteristic.temperature_celsius Temperature Celsius
        2A20 gss org.bluetooth.characteristic.temperature_fahrenheit Temperature Fahrenheit
        2A21 gss org.bluetooth.characteristic.measurement_interval Measurement Interval
        2A22 gss org.bluetooth.characteristic.boot_keyboard_input_report Boot Keyboard Input Report
        2A23 gss org.bluetooth.characteristic.system_id System ID
        2A24 gss org.bluetooth.characteristic.model_number_string Model Number String
        2A25 gss org.bluetooth.characteristic.serial_number_string Serial Number String
        2A26 gss org.bluetooth.characteristic.firmware_revision_string Firmware Revision String
        2A27 gss org.bluetooth.characteristic.hardware_revision_string Hardware Revision String
        2A28 gss org.bluetooth.characteristic.software_revision_string Software Revision String
        2A29 gss org.bluetooth.characteristic.manufacturer_name_string Manufacturer Name String
        2A2A gss org.bluetooth.characteristic.ieee_11073-20601_regulatory_certification_data_list IEEE 11073-20601 Regulatory Certification Data List
        2A2B gss org.bluetooth.characteristic.current_time Current Time
        2A2C gss org.bluetooth.characteristic.magnetic_declination Magnetic Declination
        2A2F gss org.bluetooth.characteristic.position_2d Position 2D
        2A30 gss org.bluetooth.characteristic.position_3d Position 3D
        2A31 gss org.bluetooth.characteristic.scan_refresh Scan Refresh
        2A32 gss org.bluetooth.characteristic.boot_keyboard_output_report Boot Keyboard Output Report
        2A33 gss org.bluetooth.characteristic.boot_mouse_input_report Boot Mouse Input Report
        2A34 gss org.bluetooth.characteristic.glucose_measurement_context Glucose Measurement Context
        2A35 gss org.bluetooth.characteristic.blood_pressure_measurement Blood Pressure Measurement
        2A36 gss org.bluetooth.characteristic.intermediate_cuff_pressure Intermediate Cuff Pressure
        2A37 gss org.bluetooth.characteristic.heart_rate_measurement Heart Rate Measurement
        2A38 gss org.bluetooth.characteristic.body_sensor_location Body Sensor Location
        2A39 gss org.bluetooth.characteristic.heart_rate_control_point Heart Rate Control Point
        2A3A gss org.bluetooth.characteristic.removable Removable
        2A3B gss org.bluetooth.characteristic.service_required Service Required
        2A3C gss org.bluetooth.characteristic.scientific_temperature_celsius Scientific Temperature Celsius
        2A3D gss org.bluetooth.characteristic.string String
        2A3E gss org.bluetooth.characteristic.network_availability Network Availability
        2A3F gss org.bluetooth.characteristic.alert_status Alert Status
        2A40 gss org.bluetooth.characteristic.ringer_control_point Ringer Control point
        2A41 gss org.bluetooth.characteristic.ringer_setting Ringer Setting
        2A42 gss org.bluetooth.characteristic.alert_category_id_bit_mask Alert Category ID Bit Mask
        2A43 gss org.bluetooth.characteristic.alert_category_id Alert Category ID
        2A44 gss org.bluetooth.characteristic.alert_notification_control_point Alert Notification Control Point
        2A45 gss org.bluetooth.characteristic.unread_alert_status Unread Alert Status
        2A46 gss org.bluetooth.characteristic.new_alert New Alert
        2A47 gss org.bluetooth.characteristic.supported_new_alert_category Supported New Alert Category
        2A48 gss org.bluetooth.characteristic.supported_unread_alert_category Supported Unread Alert Category
        2A49 gss org.bluetooth.characteristic.blood_pressure_feature Blood Pressure Feature
        2A4A gss org.bluetooth.characteristic.hid_information HID Information
        2A4B gss org.bluetooth.characteristic.report_map Report Map
        2A4C gss org.bluetooth.characteristic.hid_control_point HID Control Point
        2A4D gss org.bluetooth.characteristic.report Report
        2A4E gss org.bluetooth.characteristic.protocol_mode Protocol Mode
        2A4F gss org.bluetooth.characteristic.scan_interval_window Scan Interval Window
        2A50 gss org.bluetooth.characteristic.pnp_id PnP ID
        2A51 gss org.bluetooth.characteristic.glucose_feature Glucose Feature
        2A52 gss org.bluetooth.characteristic.record_access_control_point Record Access Control Point
        2A53 gss org.bluetooth.characteristic.rsc_measurement RSC Measurement
        2A54 gss org.bluetooth.characteristic.rsc_feature RSC Feature
        2A55 gss org.bluetooth.characteristic.sc_control_point SC Control Point
        2A56 gss org.bluetooth.characteristic.digital Digital
        2A57 gss org.bluetooth.characteristic.digital_output Digital Output
        2A58 gss org.bluetooth.characteristic.analog Analog
        2A59 gss org.bluetooth.characteristic.analog_output Analog Output
        2A5A gss org.bluetooth.characteristic.aggregate Aggregate
        2A5B gss org.bluetooth.characteristic.csc_measurement CSC Measurement
        2A5C gss org.bluetooth.characteristic.csc_feature CSC Feature
        2A5D gss org.bluetooth.characteristic.sensor_location Sensor Location
        2A5E gss org.bluetooth.characteristic.plx_spot_check_measurement PLX Spot-Check Measurement
        2A5F gss org.bluetooth.characteristic.plx_continuous_measurement PLX Continuous Measurement Characteristic
        2A60 gss org.bluetooth.characteristic.plx_features PLX Features
        2A62 gss org.bluetooth.characteristic.pulse_oximetry_control_point Pulse Oximetry Control Point
        2A63 gss org.bluetooth.characteristic.cycling_power_measurement Cycling Power Measurement
        2A64 gss org.bluetooth.characteristic.cycling_power_vector Cycling Power Vector
        2A65 gss org.bluetooth.characteristic.cycling_power_feature Cycling Power Feature
        2A66 gss org.bluetooth.characteristic.cycling_power_control_point Cycling Power Control Point
        2A67 gss org.bluetooth.characteristic.location_and_speed Location and Speed Characteristic
        2A68 gss org.bluetooth.characteristic.navigation Navigation
        2A69 gss org.bluetooth.characteristic.position_quality Position Quality
        2A6A gss org.bluetooth.characteristic.ln_feature LN Feature
        2A6B gss org.bluetooth.characteristic.ln_control_point LN Control Point
        2A6C gss org.bluetooth.characteristic.elevation Elevation
        2A6D gss org.bluetooth.characteristic.pressure Pressure
        2A6E gss org.bluetooth.characteristic.temperature Temperature
        2A6F gss org.bluetooth.characteristic.humidity Humidity
        2A70 gss org.bluetooth.characteristic.true_wind_speed True Wind Speed
        2A71 gss org.bluetooth.characteristic.true_wind_direction True Wind Direction
        2A72 gss org.bluetooth.characteristic.apparent_wind_speed Apparent Wind Speed
        2A73 gss org.bluetooth.characteristic.apparent_wind_direction Apparent Wind Direction
        2A74 gss org.bluetooth.characteristic.gust_factor Gust Factor
        2A75 gss org.bluetooth.characteristic.pollen_concentration Pollen Concentration
        2A76 gss org.bluetooth.characteristic.uv_index UV Index
        2A77 gss org.bluetooth.characteristic.irradiance Irradiance
        2A78 gss org.bluetooth.characteristic.rainfall Rainfall
        2A79 gss org.bluetooth.characteristic.wind_chill Wind Chill
        2A7A gss org.bluetooth.characteristic.heat_index Heat Index
        2A7B gss org.bluetooth.characteristic.dew_point Dew Point
        2A7D gss org.bluetooth.characteristic.descriptor_value_changed Descriptor Value Changed
        2A7E gss org.bluetooth.characteristic.aerobic_heart_rate_lower_limit Aerobic Heart Rate Lower Limit
        2A7F gss org.bluetooth.characteristic.aerobic_threshold Aerobic Threshold
        2A80 gss org.bluetooth.characteristic.age Age
        2A81 gss org.bluetooth.characteristic.anaerobic_heart_rate_lower_limit Anaerobic Heart Rate Lower Limit
        2A82 gss org.bluetooth.characteristic.anaerobic_heart_rate_upper_limit Anaerobic Heart Rate Upper Limit
        2A83 gss org.bluetooth.characteristic.anaerobic_threshold Anaerobic Threshold
        2A84 gss org.bluetooth.characteristic.aerobic_heart_rate_upper_limit Aerobic Heart Rate Upper Limit
        2A85 gss org.bluetooth.characteristic.date_of_birth Date of Birth
        2A86 gss org.bluetooth.characteristic.date_of_threshold_assessment Date of Threshold Assessment
        2A87 gss org.bluetooth.characteristic.email_address Email Address
        2A88 gss org.bluetooth.characteristic.fat_burn_heart_rate_lower_limit Fat Burn Heart Rate Lower Limit
        2A89 gss org.bluetooth.characteristic.fat_burn_heart_rate_upper_limit Fat Burn Heart Rate Upper Limit
        2A8A gss org.bluetooth.characteristic.first_name First Name
        2A8B gss org.bluetooth.characteristic.five_zone_heart_rate_limits Five Zone Heart Rate Limits
        2A8C gss org.bluetooth.characteristic.gender Gender
        2A8D gss org.bluetooth.characteristic.heart_rate_max Heart Rate Max
        2A8E gss org.bluetooth.characteristic.height Height
        2A8F gss org.bluetooth.characteristic.hip_circumference Hip Circumference
        2A90 gss org.bluetooth.characteristic.last_name Last Name
        2A91 gss org.bluetooth.characteristic.maximum_recommended_heart_rate Maximum Recommended Heart Rate
        2A92 gss org.bluetooth.characteristic.resting_heart_rate Resting Heart Rate
        2A93 gss org.bluetooth.characteristic.sport_type_for_aerobic_and_anaerobic_thresholds Sport Type for Aerobic and Anaerobic Thresholds
        2A94 gss org.bluetooth.characteristic.three_zone_heart_rate_limits Three Zone Heart Rate Limits
        2A95 gss org.bluetooth.characteristic.two_zone_heart_rate_limit Two Zone Heart Rate Limit
        2A96 gss org.bluetooth.characteristic.vo2_max VO2 Max
        2A97 gss org.bluetooth.characteristic.waist_circumference Waist Circumference
        2A98 gss org.bluetooth.characteristic.weight Weight
        2A99 gss org.bluetooth.characteristic.database_change_increment Database Change Increment
        2A9A gss org.bluetooth.characteristic.user_index User Index
        2A9B gss org.bluetooth.characteristic.body_composition_feature Body Composition Feature
        2A9C gss org.bluetooth.characteristic.body_composition_measurement Body Composition Measurement
        2A9D gss org.bluetooth.characteristic.weight_measurement Weight Measurement
        2A9E gss org.bluetooth.characteristic.weight_scale_feature Weight Scale Feature
        2A9F gss org.bluetooth.characteristic.user_control_point User Control Point
        2AA0 gss org.bluetooth.characteristic.Magnetic_flux_density_2D Magnetic Flux Density - 2D
        2AA1 gss org.bluetooth.characteristic.Magnetic_flux_density_3D Magnetic Flux Density - 3D
        2AA2 gss org.bluetooth.characteristic.language Language
        2AA3 gss org.bluetooth.characteristic.barometric_pressure_trend Barometric Pressure Trend
        2AA4 gss org.bluetooth.characteristic.bond_management_control_point Bond Management Control Point
        2AA5 gss org.bluetooth.characteristic.bond_management_feature Bond Management Features
        2AA6 gss org.bluetooth.characteristic.gap.central_address_resolution Central Address Resolution
        2AA7 gss org.bluetooth.characteristic.cgm_measurement CGM Measurement
        2AA8 gss org.bluetooth.characteristic.cgm_feature CGM Feature
        2AA9 gss org.bluetooth.characteristic.cgm_status CGM Status
        2AAA gss org.bluetooth.characteristic.cgm_session_start_time CGM Session Start Time
        2AAB gss org.bluetooth.characteristic.cgm_session_run_time CGM Session Run Time
        2AAC gss org.bluetooth.characteristic.cgm_specific_ops_control_point CGM Specific Ops Control Point
        2AAD gss org.bluetooth.characteristic.indoor_positioning_configuration Indoor Positioning Configuration
        2AAE gss org.bluetooth.characteristic.latitude Latitude
        2AAF gss org.bluetooth.characteristic.longitude Longitude
        2AB0 gss org.bluetooth.characteristic.local_north_coordinate Local North Coordinate
        2AB1 gss org.bluetooth.characteristic.local_east_coordinate Local East Coordinate
        2AB2 gss org.bluetooth.characteristic.floor_number Floor Number
        2AB3 gss org.bluetooth.characteristic.altitude Altitude
        2AB4 gss org.bluetooth.characteristic.uncertainty Uncertainty
        2AB5 gss org.bluetooth.characteristic.location_name Location Name
        2AB6 gss org.bluetooth.characteristic.uri URI
        2AB7 gss org.bluetooth.characteristic.http_headers HTTP Headers
        2AB8 gss org.bluetooth.characteristic.http_status_code HTTP Status Code
        2AB9 gss org.bluetooth.characteristic.http_entity_body HTTP Entity Body
        2ABA gss org.bluetooth.characteristic.http_control_point HTTP Control Point
        2ABB gss org.bluetooth.characteristic.https_security HTTPS Security
        2ABC gss org.bluetooth.characteristic.tds_control_point TDS Control Point
        2ABD gss org.bluetooth.characteristic.ots_feature OTS Feature
        2ABE gss org.bluetooth.characteristic.object_name Object Name
        2ABF gss org.bluetooth.characteristic.object_type Object Type
        2AC0 gss org.bluetooth.characteristic.object_size Object Size
        2AC1 gss org.bluetooth.characteristic.object_first_created Object First-Created
        2AC2 gss org.bluetooth.characteristic.object_last_modified Object Last-Modified
        2AC3 gss org.bluetooth.characteristic.object_id Object ID
        2AC4 gss org.bluetooth.characteristic.object_properties Object Properties
        2AC5 gss org.bluetooth.characteristic.object_action_control_point Object Action Control Point
        2AC6 gss org.bluetooth.characteristic.object_list_control_point Object List Control Point
        2AC7 gss org.bluetooth.characteristic.object_list_filter Object List Filter
        2AC8 gss org.bluetooth.characteristic.object_changed Object Changed
        2AC9 gss org.bluetooth.characteristic.resolvable_private_address_only Resolvable Private Address Only
        2ACC gss org.bluetooth.characteristic.fitness_machine_feature Fitness Machine Feature
        2ACD gss org.bluetooth.characteristic.treadmill_data Treadmill Data
        2ACE gss org.bluetooth.characteristic.cross_trainer_data Cross Trainer Data
        2ACF gss org.bluetooth.characteristic.step_climber_data Step Climber Data
        2AD0 gss org.bluetooth.characteristic.stair_climber_data Stair Climber Data
        2AD1 gss org.bluetooth.characteristic.rower_data Rower Data
        2AD2 gss org.bluetooth.characteristic.indoor_bike_data Indoor Bike Data
        2AD3 gss org.bluetooth.characteristic.training_status Training Status
        2AD4 gss org.bluetooth.characteristic.supported_speed_range Supported Speed Range
        2AD5 gss org.bluetooth.characteristic.supported_inclination_range Supported Inclination Range
        2AD6 gss org.bluetooth.characteristic.supported_resistance_level_range Supported Resistance Level Range
        2AD7 gss org.bluetooth.characteristic.supported_heart_rate_range Supported Heart Rate Range
        2AD8 gss org.bluetooth.characteristic.supported_power_range Supported Power Range
        2AD9 gss org.bluetooth.characteristic.fitness_machine_control_point Fitness Machine Control Point
        2ADA gss org.bluetooth.characteristic.fitness_machine_status Fitness Machine Status
        2ADB gss org.bluetooth.characteristic.mesh_provisioning_data_in Mesh Provisioning Data In
        2ADC gss org.bluetooth.characteristic.mesh_provisioning_data_out Mesh Provisioning Data Out
        2ADD gss org.bluetooth.characteristic.mesh_proxy_data_in Mesh Proxy Data In
        2ADE gss org.bluetooth.characteristic.mesh_proxy_data_out Mesh Proxy Data Out
        2AE0 gss org.bluetooth.characteristic.average_current Average Current
        2AE1 gss org.bluetooth.characteristic.average_voltage Average Voltage
        2AE2 gss org.bluetooth.characteristic.boolean Boolean
        2AE3 gss org.bluetooth.characteristic.chromatic_distance Chromatic Distance From Planckian
        2AE4 gss org.bluetooth.characteristic.chromaticity.coordinates Chromaticity Coordinates
        2AE5 gss org.bluetooth.characteristic.chromaticity.cct_duv Chromaticity In CCT And Duv Values
        2AE6 gss org.bluetooth.characteristic.chromaticity.tolerance Chromaticity Tolerance
        2AE7 gss org.bluetooth.characteristic.color_rendering_index CIE 13.3-1995 Color Rendering Index
        2AE8 gss org.bluetooth.characteristic.coefficient Coefficient
        2AE9 gss org.bluetooth.characteristic.correlated_color_temperature Correlated Color Temperature
        2AEA gss org.bluetooth.characteristic.count.16 Count 16
        2AEB gss org.bluetooth.characteristic.count.24 Count 24
        2AEC gss org.bluetooth.characteristic.country_code Country Code
        2AED gss org.bluetooth.characteristic.date_utc Date UTC
        2AEE gss org.bluetooth.characteristic.electric_current Electric Current
        2AEF gss org.bluetooth.characteristic.electric_current.range Electric Current Range
        2AF0 gss org.bluetooth.characteristic.electric_current.specification Electric Current Specification
        2AF1 gss org.bluetooth.characteristic.electric_current.statistics Electric Current Statistics
        2AF2 gss org.bluetooth.characteristic.energy Energy
        2AF3 gss org.bluetooth.characteristic.energy.period_day Energy In A Period Of Day
        2AF4 gss org.bluetooth.characteristic.event_statistics Event Statistics
        2AF5 gss org.bluetooth.characteristic.fixed_string.16 Fixed String 16
        2AF6 gss org.bluetooth.characteristic.fixed_string.24 Fixed String 24
        2AF7 gss org.bluetooth.characteristic.fixed_string.36 Fixed String 36
        2AF8 gss org.bluetooth.characteristic.fixed_string.8 Fixed String 8
        2AF9 gss org.bluetooth.characteristic.generic_level Generic Level
        2AFA gss org.bluetooth.characteristic.global_trade_item_number Global Trade Item Number
        2AFB gss org.bluetooth.characteristic.illuminance Illuminance
        2AFC gss org.bluetooth.characteristic.luminous.efficacy Luminous Efficacy
        2AFD gss org.bluetooth.characteristic.luminous.energy Luminous Energy
        2AFE gss org.bluetooth.characteristic.luminous.exposure Luminous Exposure
        2AFF gss org.bluetooth.characteristic.luminous.flux Luminous Flux
        2B00 gss org.bluetooth.characteristic.luminous.flux_range Luminous Flux Range
        2B01 gss org.bluetooth.characteristic.luminous.intensity Luminous Intensity
        2B02 gss org.bluetooth.characteristic.b02_mass_flow B02 Mass Flow
        2B03 gss org.bluetooth.characteristic.perceived_lightness Perceived Lightness
        2B04 gss org.bluetooth.characteristic.percentage_8 Percentage 8
        2B05 gss org.bluetooth.characteristic.power Power
        2B06 gss org.bluetooth.characteristic.power.specification Power Specification
        2B07 gss org.bluetooth.characteristic.relative_runtime.current_range Relative Runtime In A Current Range
        2B08 gss org.bluetooth.characteristic.relative_runtime.generic_level_range Relative Runtime In A Generic Level Range
        2B09 gss org.bluetooth.characteristic.relative_value.voltage_range Relative Value In A Voltage Range
        2B0A gss org.bluetooth.characteristic.relative_value.illuminance_range Relative Value In An Illuminance Range
        2B0B gss org.bluetooth.characteristic.relative_value.day_period Relative Value In A Period Of Day
        2B0C gss org.bluetooth.characteristic.relative_value.temperature_range Relative Value In A Temperature Range
        2B0D gss org.bluetooth.characteristic.temperature.8 Temperature 8
        2B0E gss org.bluetooth.characteristic.temperature.8.day_period Temperature 8 In A Period Of Day
        2B0F gss org.bluetooth.characteristic.temperature.8.statistics Temperature 8 Statistics
        2B10 gss org.bluetooth.characteristic.temperature.range Temperature Range
        2B11 gss org.bluetooth.characteristic.temperature.statistics Temperature Statistics
        2B12 gss org.bluetooth.characteristic.time.decihour.8 Time Decihour 8
        2B13 gss org.bluetooth.characteristic.time.exponential.8 Time Exponential 8
        2B14 gss org.bluetooth.characteristic.time.hour.24 Time Hour 24
        2B15 gss org.bluetooth.characteristic.time.millisecond.24 Time Millisecond 24
        2B16 gss org.bluetooth.characteristic.time.second.16 Time Second 16
        2B17 gss org.bluetooth.characteristic.time.second.8 Time Second 8
        2B18 gss org.bluetooth.characteristic.voltage Voltage
        2B19 gss org.bluetooth.characteristic.voltage.specification Voltage Specification
        2B1A gss org.bluetooth.characteristic.voltage.statistics Voltage Statistics
        2B1B gss org.bluetooth.characteristic.volume_flow Volume Flow
        2B1C gss org.bluetooth.characteristic.chromaticity.coordinate Chromaticity Coordinate
        2B1D gss org.bluetooth.characteristic.rc_feature RC Feature
        2B1E gss org.bluetooth.characteristic.rc_settings RC Settings
        2B1F gss org.bluetooth.characteristic.reconnection_configuration_control_point Reconnection Configuration Control Point
        2B20 gss org.bluetooth.characteristic.idd_status_changed IDD Status Changed
        2B21 gss org.bluetooth.characteristic.idd_status IDD Status
        2B22 gss org.bluetooth.characteristic.idd_annunciation_status IDD Annunciation Status
        2B23 gss org.bluetooth.characteristic.idd_features IDD Features
        2B24 gss org.bluetooth.characteristic.idd_status_reader_control_point IDD Status Reader Control Point
        2B25 gss org.bluetooth.characteristic.idd_command_control_point IDD Command Control Point
        2B26 gss org.bluetooth.characteristic.idd_command_data IDD Command Data
        2B27 gss org.bluetooth.characteristic.idd_record_access_control_point IDD Record Access Control Point
        2B28 gss org.bluetooth.characteristic.idd_history_data IDD History Data
        2B29 gss org.bluetooth.characteristic.client_supported_features Client Supported Features
        2B2A gss org.bluetooth.characteristic.database_hash Database Hash
        2B2B gss org.bluetooth.characteristic.bss.control_point BSS Control Point
        2B2C gss org.bluetooth.characteristic.bss.response BSS Response
        2B2D gss org.bluetooth.characteristic.emergency.id Emergency ID
        2B2E gss org.bluetooth.characteristic.emergency.text Emergency Text
        2B34 gss org.bluetooth.characteristic.enhanced_blood_pressure_measurement Enhanced Blood Pressure Measurement
        2B35 gss org.bluetooth.characteristic.enhanced_intermediate_cuff_pressure Enhanced Intermediate Cuff Pressure
        2B36 gss org.bluetooth.characteristic.blood_pressure_record Blood Pressure Record
        2B38 gss org.bluetooth.characteristic.bredr.handover_data BR-EDR Handover Data
        2B39 gss org.bluetooth.characteristic.sig_data Bluetooth SIG Data
        2B3A gss org.bluetooth.characteristic.server.supported_features Server Supported Features
        2B3B gss org.bluetooth.characteristic.phyisical_activity_monitor.features Physical Activity Monitor Features
        2B3C gss org.bluetooth.characteristic.general_activity.instantaneous General Activity Instantaneous Data
        2B3D gss org.bluetooth.characteristic.general_activity.summary General Activity Summary Data
        2B3E gss org.bluetooth.characteristic.cardiorespiratory_activity.instantaneous CardioRespiratory Activity Instantaneous Data
        2B3F gss org.bluetooth.characteristic.cardiorespiratory_activity.summary CardioRespiratory Activity Summary Data
        2B40 gss org.bluetooth.characteristic.step_counter_activity.summary Step Counter Activity Summary Data
        2B41 gss org.bluetooth.characteristic.sleep_activity.instantaneous Sleep Activity Instantaneous Data
        2B42 gss org.bluetooth.characteristic.sleep_activity.summary Sleep Activity Summary Data
        2B43 gss org.bluetooth.characteristic.physical_activity_monitor.cp Physical Activity Monitor Control Point
        2B44 gss org.bluetooth.characteristic.activity_current_session Activity Current Session
        2B45 gss org.bluetooth.characteristic.physical_activity.session.descriptor Physical Activity Session Descriptor
        2B46 gss org.bluetooth.characteristic.preferred_units Preferred Units
        2B47 gss org.bluetooth.characteristic.high_resolution_height High Resolution Height
        2B48 gss org.bluetooth.characteristic.middle_name Middle Name
        2B49 gss org.bluetooth.characteristic.stride_length Stride Length
        2B4A gss org.bluetooth.characteristic.handedness Handedness
        2B4B gss org.bluetooth.characteristic.device_wearing_position Device Wearing Position
        2B4C gss org.bluetooth.characteristic.four_zone_heart_rate_limits Four Zone Heart Rate Limits
        2B4D gss org.bluetooth.characteristic.high_intensity_exercise_threshold High Intensity Exercise Threshold
        2B4E gss org.bluetooth.characteristic.activity_goal Activity Goal
        2B4F gss org.bluetooth.characteristic.sedentary_interval.notification Sedentary Interval Notification
        2B50 gss org.bluetooth.characteristic.caloric_intake Caloric Intake
        2B51 gss org.bluetooth.characteristic.tmap_role TMAP Role
        2B77 gss org.bluetooth.characteristic.audio_input.state Audio Input State
        2B78 gss org.bluetooth.characteristic.gain_settings_attribute Gain Settings Attribute
        2B79 gss org.bluetooth.characteristic.audio_input.type Audio Input Type
        2B7A gss org.bluetooth.characteristic.audio_input.status Audio Input Status
        2B7B gss org.bluetooth.characteristic.audio_input.control_point Audio Input Control Point
        2B7C gss org.bluetooth.characteristic.audio_input.description Audio Input Description
        2B7D gss org.bluetooth.characteristic.volume.state Volume State
        2B7E gss org.bluetooth.characteristic.volume.cp Volume Control Point
        2B7F gss org.bluetooth.characteristic.volume.flags Volume Flags
        2B80 gss org.bluetooth.characteristic.volume.offset_state Volume Offset State
        2B81 gss org.bluetooth.characteristic.audio.location Audio Location
        2B82 gss org.bluetooth.characteristic.volume.offset_control_point Volume Offset Control Point
        2B83 gss org.bluetooth.characteristic.audio.output_description Audio Output Description
        2B84 gss org.bluetooth.characteristic.set.identity_resolving_key Set Identity Resolving Key
        2B85 gss org.bluetooth.characteristic.set.coordinated_size Coordinated Set Size
        2B86 gss org.bluetooth.characteristic.set.member_lock Set Member Lock
        2B87 gss org.bluetooth.characteristic.set.member_rank Set Member Rank
        2B8C gss org.bluetooth.characteristic.concentration.co2 Carbon Dioxide Concentration
        2B8E gss org.bluetooth.characteristic.device_time.feature Device Time Feature
        2B8F gss org.bluetooth.characteristic.device_time.parameters Device Time Parameters
        2B90 gss org.bluetooth.characteristic.device_time Device Time
        2B91 gss org.bluetooth.characteristic.device_time.cp Device Time Control Point
        2B92 gss org.bluetooth.characteristic.time_change_log_data Time Change Log Data
        2B93 gss org.bluetooth.characteristic.media_player.name Media Player Name
        2B94 gss org.bluetooth.characteristic.media_player.icon_object_id Media Player Icon Object ID
        2B95 gss org.bluetooth.characteristic.media_player.icon_url Media Player Icon URL
        2B96 gss org.bluetooth.characteristic.track.changed Track Changed
        2B97 gss org.bluetooth.characteristic.track.title Track Title
        2B98 gss org.bluetooth.characteristic.track.duration Track Duration
        2B99 gss org.bluetooth.characteristic.track.position Track Position
        2B9A gss org.bluetooth.characteristic.playback.speed Playback Speed
        2B9B gss org.bluetooth.characteristic.seeking.speed Seeking Speed
        2B9C gss org.bluetooth.characteristic.track.current_segment_object_id Current Track Segments Object ID
        2B9D gss org.bluetooth.characteristic.track._object_id Current Track Object ID
        2B9E gss org.bluetooth.characteristic.track-next_object_id Next Track Object ID
        2B9F gss org.bluetooth.characteristic.track.parent_group_object_id Parent Group Object ID
        2BA0 gss org.bluetooth.characteristic.track.current_group_object_id Current Group Object ID
        2BA1 gss org.bluetooth.characteristic.media_player.playing_order Playing Order
        2BA2 gss org.bluetooth.characteristic.media_player.playing_orders_supported Playing Orders Supported
        2BA3 gss org.bluetooth.characteristic.media_player.state Media State
        2BA4 gss org.bluetooth.characteristic.media_player.cp Media Control Point
        2BA5 gss org.bluetooth.characteristic.media_player.control_point_opcodes_supported Media Control Point Opcodes Supported
        2BA6 gss org.bluetooth.characteristic.media_player.search_results_object_id Search Results Object ID
        2BA7 gss org.bluetooth.characteristic.media_player.search_control_point Search Control Point
        2BA9 gss org.bluetooth.characteristic.media_player.icon_object_type Media Player Icon Object Type
        2BAA gss org.bluetooth.characteristic.track.segments_object_type Track Segments Object Type
        2BAB gss org.bluetooth.characteristic.track.object_type Track Object Type
        2BAC gss org.bluetooth.characteristic.group.object_type Group Object Type
        2BAD gss org.bluetooth.characteristic.constant_tone_extension_enable Constant Tone Extension Enable
        2BAE gss org.bluetooth.characteristic.advertising_constant_tone_extension.minimum_length Advertising Constant Tone Extension Minimum Length
        2BAF gss org.bluetooth.characteristic.advertising_constant_tone_extension.minimum_transmit_count Advertising Constant Tone Extension Minimum Transmit Count
        2BB0 gss org.bluetooth.characteristic.advertising_constant_tone_extension.transmit_duration Advertising Constant Tone Extension Transmit Duration
        2BB1 gss org.bluetooth.characteristic.advertising_constant_tone_extension.interval Advertising Constant Tone Extension Interval
        2BB2 gss org.bluetooth.characteristic.advertising_constant_tone_extension.phy Advertising Constant Tone Extension PHY
        2BB3 gss org.bluetooth.characteristic.bearer.provider_name Bearer Provider Name
        2BB4 gss org.bluetooth.characteristic.bearer.uci Bearer UCI
        2BB5 gss org.bluetooth.characteristic.bearer.technology Bearer Technology
        2BB6 gss org.bluetooth.characteristic.bearer.uri_schemes_supported_list Bearer URI Schemes Supported List
        2BB7 gss org.bluetooth.characteristic.bearer.signal_strength Bearer Signal Strength
        2BB8 gss org.bluetooth.characteristic.bearer.signal_strength_reporting_interval Bearer Signal Strength Reporting Interval
        2BB9 gss org.bluetooth.characteristic.bearer.list_current_calls Bearer List Current Calls
        2BBA gss org.bluetooth.characteristic.content_control_id Content Control ID
        2BBB gss org.bluetooth.characteristic.status_flags Status Flags
        2BBC gss org.bluetooth.characteristic.bearer.incoming_call_target_uri Incoming Call Target Bearer URI
        2BBD gss org.bluetooth.characteristic.call.state Call State
        2BBE gss org.bluetooth.characteristic.call.cp Call Control Point
        2BBF gss org.bluetooth.characteristic.call.control_point_optional_decodes Call Control Point Optional Opcodes
        2BC0 gss org.bluetooth.characteristic.call.termination_reason Termination Reason
        2BC1 gss org.bluetooth.characteristic.call.incoming Incoming Call
        2BC2 gss org.bluetooth.characteristic.call.friendly_name Call Friendly Name
        2BC3 gss org.bluetooth.characteristic.call.mute Mute
        2BC4 gss org.bluetooth.characteristic.sink.ase Sink ASE
        2BC5 gss org.bluetooth.characteristic.source.ase Source ASE
        2BC6 gss org.bluetooth.characteristic.ase.cp ASE Control Point
        2BC7 gss org.bluetooth.characteristic.broadcast.audio_scan_control_point Broadcast Audio Scan Control Point
        2BC8 gss org.bluetooth.characteristic.broadcast.receive_state Broadcast Receive State
        2BC9 gss org.bluetooth.characteristic.sink.pac Sink PAC
        2BCA gss org.bluetooth.characteristic.sink.audio_locations Sink Audio Locations
        2BCB gss org.bluetooth.characteristic.source.pac Source PAC
        2BCC gss org.bluetooth.characteristic.source.audio.locations Source Audio Locations
        2BCD gss org.bluetooth.characteristic.audio.available_contexts Available Audio Contexts
        2BCE gss org.bluetooth.characteristic.audio.supported_contexts Supported Audio Contexts
        2BCF gss org.bluetooth.characteristic.concentration.ammonia Ammonia Concentration
        2BD0 gss org.bluetooth.characteristic.concentration.carbon_monoxide Carbon Monoxide Concentration
        2BD1 gss org.bluetooth.characteristic.concentration.methane Methane Concentration
        2BD2 gss org.bluetooth.characteristic.concentration.nitrogen_dioxide Nitrogen Dioxide Concentration
        2BD3 gss org.bluetooth.characteristic.concentration.non_methane_volatile_organic Non-Methane Volatile Organic Compounds Concentration
        2BD4 gss org.bluetooth.characteristic.concentration.ozone Ozone Concentration
        2BD5 gss org.bluetooth.characteristic.concentration.pm1 Particulate Matter - PM1 Concentration
        2BD6 gss org.bluetooth.characteristic.concentration.pm2_5 Particulate Matter - PM2.5 Concentration
        2BD7 gss org.bluetooth.characteristic.concentration.pm10 Particulate Matter - PM10 Concentration
        2BD8 gss org.bluetooth.characteristic.concentration.sulfur_dioxide Sulfur Dioxide Concentration
        2BD9 gss org.bluetooth.characteristic.concentration.sulfur_hexafluoride Sulfur Hexafluoride Concentration
        2BDA gss org.bluetooth.characteristic.hearing_aid.features Hearing Aid Features
        2BDB gss org.bluetooth.characteristic.hearing_aid.preset_control_point Hearing Aid Preset Control Point
        2BDC gss org.bluetooth.characteristic.active_preset_index Active Preset Index
        2BDD gss org.bluetooth.characteristic.stored_health_observations Stored Health Observations
        2BDE gss org.bluetooth.characteristic.fixed_string_64 Fixed String 64
        2BDF gss org.bluetooth.characteristic.high_temperature High Temperature
        2BE0 gss org.bluetooth.characteristic.high_voltage High Voltage
        2BE1 gss org.bluetooth.characteristic.light_distribution Light Distribution
        2BE2 gss org.bluetooth.characteristic.light_output Light Output
        2BE3 gss org.bluetooth.characteristic.light_source_type Light Source Type
        2BE4 gss org.bluetooth.characteristic.noise Noise
        2BE5 gss org.bluetooth.characteristic.relative_runtime_in_a_correlated_color_temperature_range Relative Runtime in a Correlated Color Temperature Range
        2BE6 gss org.bluetooth.characteristic.time_second_32 Time Second 32
        2BE7 gss org.bluetooth.characteristic.voc_concentration VOC Concentration
        2BE8 gss org.bluetooth.characteristic.voltage_frequency Voltage Frequency
        2BE9 gss org.bluetooth.characteristic.battery_critical_status Battery Critical Status
        2BEA gss org.bluetooth.characteristic.battery_health_status Battery Health Status
        2BEB gss org.bluetooth.characteristic.battery_health_information Battery Health Information
        2BEC gss org.bluetooth.characteristic.battery_information Battery Information
        2BED gss org.bluetooth.characteristic.battery_level_status Battery Level Status
        2BEE gss org.bluetooth.characteristic.battery_time_status Battery Time Status
        2BEF gss org.bluetooth.characteristic.estimated_service_date Estimated Service Date
        2BF0 gss org.bluetooth.characteristic.battery_energy_status Battery Energy Status
        2BF1 gss org.bluetooth.characteristic.observation_schedule_changed Observation Schedule Changed
        2BF2 gss org.bluetooth.characteristic.current_elapsed_time Current Elapsed Time
        2BF3 gss org.bluetooth.characteristic.health_sensor_features Health Sensor Features
        2BF4 gss org.bluetooth.characteristic.ghs_control_point GHS Control Point
        2BF5 gss org.bluetooth.characteristic.le_gatt_security_levels LE GATT Security Levels
        2BF6 gss org.bluetooth.characteristic.esl_address ESL Address
        2BF7 gss org.bluetooth.characteristic.ap_sync_key_material AP Sync Key Material
        2BF8 gss org.bluetooth.characteristic.esl_response_key_material ESL Response Key Material
        2BF9 gss org.bluetooth.characteristic.esl_current_absolute_time ESL Current Absolute Time
        2BFA gss org.bluetooth.characteristic.esl_display_information ESL Display Information
        2BFB gss org.bluetooth.characteristic.esl_image_information ESL Image Information
        2BFC gss org.bluetooth.characteristic.esl_sensor_information ESL Sensor Information
        2BFD gss org.bluetooth.characteristic.esl_led_information ESL LED Information
        2BFE gss org.bluetooth.characteristic.esl_control_point ESL Control Point
        2BFF gss org.bluetooth.characteristic.medical_devices UDI for Medical Devices
        2C00 gss org.bluetooth.characteristic.gmap_role GMAP Role
        2C01 gss org.bluetooth.characteristic.ugg_features UGG Features
        2C02 gss org.bluetooth.characteristic.ugt_features UGT Features
        2C03 gss org.bluetooth.characteristic.bgs_features BGS Features
        2C04 gss org.bluetooth.characteristic.bgr_features BGR Features
        2C05 gss org.bluetooth.characteristic.percentage_8_steps Percentage 8 Steps
        """
    )

    /// GATT characteristics, 128-bit vendor UUIDs: 194.
    static let characteristics128 = AttributeTable<UInt128>(
        """
        00001524-1212-EFDE-1523-785FEABCD123 nordic com.nordicsemi.characteristic.blinky.button_state Blinky Button State
        00001525-1212-EFDE-1523-785FEABCD123 nordic com.nordicsemi.characteristic.blinky.led_state Blinky LED State
        00001531-1212-EFDE-1523-785FEABCD123 nordic com.nordicsemi.characteristic.dfu.legacy.control_point Legacy DFU Control Point
        00001532-1212-EFDE-1523-785FEABCD123 nordic com.nordicsemi.characteristic.dfu.legacy.packet Legacy DFU Packet
        00001534-1212-EFDE-1523-785FEABCD123 nordic com.nordicsemi.characteristic.dfu.legacy.version Legacy DFU Version
        00001624-1212-EFDE-1623-785FEABCD123 lego com.lego.characteristic.lwp3.hub LEGO® Wireless Protocol v3 Hub Characteristic
        00001626-1212-EFDE-1623-785FEABCD123 lego com.lego.characteristic.lwp3.bootloader LEGO® Wireless Protocol v3 Bootloader Characteristic
        0A852C59-50D3-4492-BFD3-22FE58A24F01 helium com.helium.characteristic.public_key Helium Hotspot Public Key
        14387801-130C-49E7-B877-2881C89CB258 nordic com.nordicsemi.characteristic.wifi.provisioning.service_version Wi-Fi Provisioning Service Version
        14387802-130C-49E7-B877-2881C89CB258 nordic com.nordicsemi.characteristic.wifi.provisioning.control_point Wi-Fi Provisioning Control Point
        14387803-130C-49E7-B877-2881C89CB258 nordic com.nordicsemi.characteristic.wifi.provisioning.data_out Wi-Fi Provisioning Data Out
        180EFDEF-7579-4B4A-B2DF-72733B7FA2FE helium com.helium.characteristic.lights Helium Hotspot Lights
        21490001-494A-4573-98AF-F126AF76F490 nordic com.nordicsemi.characteristic.dm Distance Measurement Characteristic
        21490002-494A-4573-98AF-F126AF76F490 nordic com.nordicsemi.characteristic.am Azimuth Measurement Characteristic
        21490003-494A-4573-98AF-F126AF76F490 nordic com.nordicsemi.characteristic.em Elevation Measurement Characteristic
        21490004-494A-4573-98AF-F126AF76F490 nordic com.nordicsemi.characteristic.ddf DDF Feature
        21490005-494A-4573-98AF-F126AF76F490 nordic com.nordicsemi.characteristic.control_point Control Point
        22EAC6E9-24D6-4BB5-BE44-B36ACE7C7BFB apple com.apple.characteristic.data_source Apple Data Source
        2F7CABCE-808D-411F-9A0C-BB92BA96C102 apple com.apple.characteristic.media.entity_update Apple Entity Update
        398168AA-0111-4EC0-B1FA-171671270608 helium com.helium.characteristic.wifi_connect Helium Hotspot WiFi Connect
        506A55C4-B5E7-46FA-8326-8ACAEB1189EB nordic com.nordicsemi.characteristic.thingy.sensorhub.temperature Sensor Hub Temperature
        51838AFF-2D9A-B32A-B32A-8187E41664BA nordic com.nordicsemi.characteristic.thingy.sensorhub.pressure Sensor Hub Pressure
        54220001-F6A5-4007-A371-722F4EBD8436 memfault com.memfault.characteristic.mds.supported_features MDS Supported Features Characteristic
        54220002-F6A5-4007-A371-722F4EBD8436 memfault com.memfault.characteristic.mds.device_identifier MDS Device Identifier Characteristic
        54220003-F6A5-4007-A371-722F4EBD8436 memfault com.memfault.characteristic.mds.data_uri MDS Device Data URI Characteristic
        54220004-F6A5-4007-A371-722F4EBD8436 memfault com.memfault.characteristic.mds.authorization MDS Device Authorization Characteristic
        54220005-F6A5-4007-A371-722F4EBD8436 memfault com.memfault.characteristic.mds.data_export MDS Device Data Export Characteristic
        57A70001-9350-11ED-A1EB-0242AC120002 nordic com.nordicsemi.characteristic.status Status Characteristic
        69D1D8F3-45E1-49A8-9821-9BBDFDAAD9D9 apple com.apple.characteristic.control_point Apple Control Point
        6E400002-B5A3-F393-E0A9-E50E24DCCA9E nordic com.nordicsemi.characteristic.uart_rx UART RX Characteristic
        6E400003-B5A3-F393-E0A9-E50E24DCCA9E nordic com.nordicsemi.characteristic.uart_tx UART TX Characteristic
        753E3050-DF06-4B53-B090-5E1D810C4383 nordic com.nordicsemi.characteristic.thingy.sensorhub.humidity Sensor Hub Humidity
        7731DE63-BC6A-4100-8AB1-89B2356B038B helium com.helium.characteristic.wifi_ssid Helium Hotspot WiFi SSID
        7DFC6001-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6001 Apple Reserved Characteristic
        7DFC6002-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6002 Apple Reserved Characteristic
        7DFC6003-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6003 Apple Reserved Characteristic
        7DFC6004-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6004 Apple Reserved Characteristic
        7DFC6005-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6005 Apple Reserved Characteristic
        7DFC6101-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6101 Apple Reserved Characteristic
        7DFC6102-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6102 Apple Reserved Characteristic
        7DFC6103-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6103 Apple Reserved Characteristic
        7DFC6104-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6104 Apple Reserved Characteristic
        7DFC6105-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6105 Apple Reserved Characteristic
        7DFC6106-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6106 Apple Reserved Characteristic
        7DFC6107-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6107 Apple Reserved Characteristic
        7DFC6108-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6108 Apple Reserved Characteristic
        7DFC6201-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6201 Apple Reserved Characteristic
        7DFC6202-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6202 Apple Reserved Characteristic
        7DFC6203-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC6203 Apple Reserved Characteristic
        7DFC7004-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7004 Apple Reserved Characteristic
        7DFC7005-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7005 Apple Reserved Characteristic
        7DFC7006-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7006 Apple Reserved Characteristic
        7DFC7007-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7007 Apple Reserved Characteristic
        7DFC7008-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7008 Apple Reserved Characteristic
        7DFC7009-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7009 Apple Reserved Characteristic
        7DFC700A-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC700A Apple Reserved Characteristic
        7DFC700B-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC700B Apple Reserved Characteristic
        7DFC700C-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC700C Apple Reserved Characteristic
        7DFC7103-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7103 Apple Reserved Characteristic
        7DFC7104-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7104 Apple Reserved Characteristic
        7DFC7105-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7105 Apple Reserved Characteristic
        7DFC7106-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7106 Apple Reserved Characteristic
        7DFC7107-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7107 Apple Reserved Characteristic
        7DFC7108-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7108 Apple Reserved Characteristic
        7DFC7109-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7109 Apple Reserved Characteristic
        7DFC710B-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC710B Apple Reserved Characteristic
        7DFC710C-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC710C Apple Reserved Characteristic
        7DFC710D-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC710D Apple Reserved Characteristic
        7DFC8003-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC7003 Apple Reserved Characteristic
        7DFC8004-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC8004 Apple Reserved Characteristic
        7DFC9001-7D1C-4951-86AA-8D9728F8D66C apple com.apple.characteristic.7DFC9001 Apple Reserved Characteristic
        82754BBB-6ED3-4D69-A0E1-F19F6B654EC2 nordic com.nordicsemi.characteristic.thingy.sensorhub.red Sensor Hub Red Color
        8CC6E0B3-98C5-40CC-B1D8-692940E6994B helium com.helium.characteristic.wifi_remove Helium Hotspot WiFi Remove
        8E400001-F315-4F60-9FB8-838830DAEA50 nordic com.nordicsemi.characteristic.dfu.buttonless_experimental Experimental Buttonless DFU
        8EC90001-F315-4F60-9FB8-838830DAEA50 nordic com.nordicsemi.characteristic.dfu.secure.control_point DFU Control Point
        8EC90002-F315-4F60-9FB8-838830DAEA50 nordic com.nordicsemi.characteristic.dfu.secure.packet DFU Packet
        8EC90003-F315-4F60-9FB8-838830DAEA50 nordic com.nordicsemi.characteristic.dfu.buttonless_experimental_without_bonds Buttonless DFU Without Bonds
        8EC90004-F315-4F60-9FB8-838830DAEA50 nordic com.nordicsemi.characteristic.dfu.buttonless_experimental_with_bonds Buttonless DFU With Bonds
        932C32BD-0002-47A2-835A-A8D455B859DD philips-hue com.philips-hue.characteristic.toggle Philips Hue Light On/Off Toggle
        932C32BD-0003-47A2-835A-A8D455B859DD philips-hue com.philips-hue.characteristic.brightness Philips Hue Light Brightness Level
        932C32BD-0005-47A2-835A-A8D455B859DD philips-hue com.philips-hue.characteristic.color Philips Hue Light Color
        9B3C81D8-57B1-4A8A-B8DF-0E56F7CA51C2 apple com.apple.characteristic.media.remote_command Apple Remote Command
        9C4314F2-8A0C-45FD-A58D-D4A7E64C3A57 helium com.helium.characteristic.wifi_mac_address Helium Hotspot WiFi MAC Address
        9FBF120D-6301-42D9-8C58-25E699A21DBD apple com.apple.characteristic.notification_source Apple Notification Source
        A3C87501-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.capabilities Eddystone Capabilities
        A3C87502-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.active_slot Eddystone Active Slot
        A3C87503-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.advertising_interval Eddystone Advertising Interval
        A3C87504-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.radio_tx_power Eddystone Radio Tx Power
        A3C87505-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.advertised_tx_power Eddystone (Advanced) Advertised Tx Power
        A3C87506-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.lock_state Eddystone Lock State
        A3C87507-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.unlock Eddystone Unlock
        A3C87508-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.key.public_ecdh Eddystone Public ECDH Key
        A3C87509-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.key.eid_identity Eddystone EID Identity Key
        A3C8750A-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.adv_slot_data Eddystone ADV Slot Data
        A3C8750B-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.advanced_factory_reset Eddystone Advanced Factory Reset
        A3C8750C-8ED3-4BDF-8A39-A01BEBEDE295 google com.google.characteristic.eddystone.remain_connectable Eddystone (Advanced) Remain Connectable
        AD79CBCE-65DF-4BC6-BDD4-8CE2B6B75C59 nordic com.nordicsemi.characteristic.thingy.sensorhub.iaq Sensor Hub IAQ
        ADAF0001-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.measurement_period Adafruit Sensor Measurement Period
        ADAF0002-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.service_version Adafruit Sensor Service Version
        ADAF0100-4669-6C65-5472-616E73666572 adafruit com.adafruit.characteristic.file_transfer_version Adafruit Version
        ADAF0101-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.temperature Adafruit Temperature
        ADAF0200-4669-6C65-5472-616E73666572 adafruit com.adafruit.characteristic.file_transfer_raw Adafruit Raw TX/RX
        ADAF0201-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.acceleration Adafruit Acceleration
        ADAF0301-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.light_level Adafruit Light Level
        ADAF0401-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.gyro Adafruit Gyro
        ADAF0501-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.magnetic Adafruit Magnetic
        ADAF0601-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.pressed Adafruit Pressed
        ADAF0701-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.humidity Adafruit Humidity
        ADAF0801-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.pressure Adafruit Pressure
        ADAF0901-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.pixel_pin Adafruit Pixel Pin
        ADAF0902-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.pixel_pin_type Adafruit Pixel Pin Type
        ADAF0903-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.pixel_data Adafruit Pixel Data
        ADAF0904-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.pixel_buffer_size Adafruit Pixel Buffer Size
        ADAF0A01-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.color Adafruit Color
        ADAF0B01-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.sound_samples Adafruit Sound Samples
        ADAF0B02-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.number_of_channels Adafruit Number of Channels
        ADAF0C01-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.tone Adafruit Tone
        ADAF0D01-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.quaternions Adafruit Quaternions
        ADAF0D02-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.quaternion_calibration_in Adafruit Calibration In
        ADAF0D03-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.quaternion_calibration_out Adafruit Calibration Out
        ADAF0E01-C332-42A8-93BD-25E905756CB8 adafruit com.adafruit.characteristic.proximity Adafruit Proximity
        B833D34F-D871-422C-BF9E-8E6EC117D57E helium com.helium.characteristic.diagnostics Helium Hotspot Diagnostics
        C6B2F38C-23AB-46D8-A6AB-A3A870BBD5D7 apple com.apple.characteristic.media.entity_attribute Apple Entity Attribute
        D083B2BD-BE16-4600-B397-61512CA2F5AD helium com.helium.characteristic.onboarding_key Helium Hotspot Onboarding Key
        D435F5DE-01A4-4E7D-84BA-DFD347F60275 helium com.helium.characteristic.assert_location Helium Hotspot Assert Location
        D7515033-7E7B-45BE-803F-C8737B171A29 helium com.helium.characteristic.wifi_services Helium Hotspot WiFi Services
        DA2E7828-FBCE-4E01-AE9E-261174997C48 apache io.runtime.mcumgr.ble.smp SMP Characteristic
        DB7F9F36-92CE-4509-A2EF-AF72BA38FB48 nordic com.nordicsemi.characteristic.thingy.sensorhub.green Sensor Hub Green Color
        DF3B16CA-C985-4DA2-A6D2-9B9B9ABDB858 helium com.helium.characteristic.add_gateway Helium Hotspot Add Gateway
        E125BDA4-6FB8-11EA-BC55-0242AC130003 helium com.helium.characteristic.wifi_configured_services Helium Hotspot WiFi Configured Services
        E2A00002-EC31-4EC3-A97A-1C34D87E9878 nordic com.nordicsemi.characteristic.edge_impulse.uart_rx Edge Impulse Remote Management RX Characteristic
        E2A00003-EC31-4EC3-A97A-1C34D87E9878 nordic com.nordicsemi.characteristic.edge_impulse.uart_tx Edge Impulse Remote Management TX Characteristic
        E5866BD6-0288-4476-98CA-EF7DA6B4D289 helium com.helium.characteristic.ethernet_online Helium Hotspot Ethernet Online
        E95D0D2D-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.scrolling_delay micro:bit Scrolling Delay
        E95D1B25-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.temperature_period micro:bit Temperature Period
        E95D23C4-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.client.requirements micro:bit Client Requirements
        E95D386C-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.magnetometer_period micro:bit Magnetometer Period
        E95D5404-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.client.event micro:bit Client Event
        E95D5899-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.pin.ad_configuration micro:bit Pin AD Configuration
        E95D7B77-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.led.matrix_state micro:bit LED Matrix State
        E95D8D00-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.pin.data micro:bit Pin Data
        E95D9250-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.temperature micro:bit Temperature
        E95D93B1-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.dfu.control micro:bit DFU Control
        E95D93EE-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.led.text micro:bit LED Text
        E95D9715-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.magnetometer_bearing micro:bit Magnetometer Bearing
        E95D9775-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.event micro:bit Event
        E95DB84C-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.requirements micro:bit Requirements
        E95DB9FE-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.pin.io_configuration micro:bit Pin I/O Configuration
        E95DCA4B-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.accelerometer_data micro:bit Accelerometer Data
        E95DD822-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.pwm_control micro:bit PWM Control
        E95DDA90-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.button.a_state micro:bit Button A State
        E95DDA91-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.button.b_state micro:bit Button B State
        E95DFB11-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.magnetometer_data micro:bit Magnetometer Data
        E95DFB24-251D-470A-A062-FA1922DFA9A8 microbit org.microbit.characteristic.accelerometer_period micro:bit Accelerometer Period
        EF680101-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.device_name Thingy Device Name
        EF680102-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.advertising_param Thingy Advertising Parameters
        EF680104-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.connection_param Thingy Connection Parameters
        EF680105-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.eddystone_url Thingy Eddystone URL
        EF680106-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.cloud_token Thingy Cloud Token
        EF680107-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.fw_version Thingy FW Version
        EF680108-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.mtu_request Thingy MTU Request
        EF680201-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.temperature Thingy Temperature
        EF680202-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.pressure Thingy Pressure
        EF680203-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.humidity Thingy Humidity
        EF680204-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.gas Thingy Air Quality
        EF680205-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.color Thingy Color
        EF680206-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.configuration Thingy Configuration
        EF680301-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.led Thingy LED State
        EF680302-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.button Thingy Button State
        EF680303-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.ext_pin Thingy EXT Pin
        EF680401-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.motion_config Thingy Motion Config
        EF680402-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.tap Thingy Tap
        EF680403-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.orientation Thingy Orientation
        EF680404-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.quaternion Thingy Quaternion
        EF680405-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.pedometer Thingy Pedometer
        EF680406-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.raw_data Thingy Raw Data
        EF680407-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.euler Thingy Euler
        EF680408-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.rotation_matrix Thingy Rotation Matrix
        EF680409-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.heading Thingy Heading
        EF68040A-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.gravity_vector Thingy Gravity Vector
        EF680501-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.sound_config Thingy Sound Config
        EF680502-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.speaker_data Thingy Speaker Data
        EF680503-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.speaker_status Thingy Speaker Status
        EF680504-9B35-4933-9B10-52FFA9740042 nordic com.nordicsemi.characteristic.thingy.microphone Thingy Microphone
        F000FFC1-0451-4000-B000-000000000000 ti com.ti.characteristic.image_identity Texas Instruments Image Identify
        F000FFC2-0451-4000-B000-000000000000 ti com.ti.characteristic.image_block Texas Instruments Image Block
        F000FFC5-0451-4000-B000-000000000000 ti com.ti.characteristic.oad_control Texas Instruments OAD Control
        F5D2EAB5-41E8-4F7C-AEF7-C9FFF4C544C0 nordic com.nordicsemi.characteristic.thingy.sensorhub.blue Sensor Hub Blue Color
        FA3CF070-D0C7-4668-96C4-86125C8AC5DF nordic com.nordicsemi.characteristic.thingy.sensorhub.battery Sensor Hub Battery
        FE2C1233-8366-4814-8EB0-01DE32100BEA google com.google.service.fast_pair.model_id Fast Pair Model ID
        FE2C1234-8366-4814-8EB0-01DE32100BEA google com.google.service.fast_pair.key_based_pairing Fast Pair Key-based Pairing
        FE2C1235-8366-4814-8EB0-01DE32100BEA google com.google.service.fast_pair.passkey Fast Pair Passkey
        FE2C1236-8366-4814-8EB0-01DE32100BEA google com.google.service.fast_pair.account_key Fast Pair Account Key
        FE2C1237-8366-4814-8EB0-01DE32100BEA google com.google.service.fast_pair.data Fast Pair Data
        """
    )

    /// GATT descriptors, 16-bit UUIDs (on the Base UUID; source gss = SIG, others are vendors): 18.
    static let descriptors16 = AttributeTable<UInt16>(
        """
        2900 gss org.bluetooth.descriptor.gatt.characteristic_extended_properties Characteristic Extended Properties
        2901 gss org.bluetooth.descriptor.gatt.characteristic_user_description Characteristic User Description
        2902 gss org.bluetooth.descriptor.gatt.client_characteristic_configuration Client Characteristic Configuration
        2903 gss org.bluetooth.descriptor.gatt.server_characteristic_configuration Server Characteristic Configuration
        2904 gss org.bluetooth.descriptor.gatt.characteristic_presentation_format Characteristic Presentation Format
        2905 gss org.bluetooth.descriptor.gatt.characteristic_aggregate_format Characteristic Aggregate Format
        2906 gss org.bluetooth.descriptor.valid_range Valid Range
        2907 gss org.bluetooth.descriptor.external_report_reference External Report Reference
        2908 gss org.bluetooth.descriptor.report_reference Report Reference
        2909 gss org.bluetooth.descriptor.number_of_digitals Number of Digitals
        290A gss org.bluetooth.descriptor.value_trigger_setting Value Trigger Setting
        290B gss org.bluetooth.descriptor.environmental_sensing_configuration Environmental Sensing Configuration
        290C gss org.bluetooth.descriptor.environmental_sensing_measurement Environmental Sensing Measurement
        290D gss org.bluetooth.descriptor.environmental_sensing_trigger_setting Environmental Sensing Trigger Setting
        290E gss org.bluetooth.descriptor.time_trigger_setting Time Trigger Setting
        290F gss org.bluetooth.descriptor.complete_bredr_transport_block_data Complete BR-EDR Transport Block Data
        2910 gss org.bluetooth.descriptor.observation_schedule Observation Schedule
        2911 gss org.bluetooth.descriptor.valid_range_accuracy Valid Range and Accuracy
        """
    )

    /// GATT descriptors, 128-bit vendor UUIDs: 0.
    static let descriptors128 = AttributeTable<UInt128>(
        """
        """
    )

    /// Company identifiers: 3918.
    static let companies = NameTable<UInt16>(
        """
        0000 Ericsson AB
        0001 Nokia Mobile Phones
        0002 Intel Corp.
        0003 IBM Corp.
        0004 Toshiba Corp.
        0005 3Com
        0006 Microsoft
        0007 Lucent
        0008 Motorola
        0009 Infineon Technologies AG
        000A Qualcomm Technologies International, Ltd. (QTIL)
        000B Silicon Wave
        000C Digianswer A/S
        000D Texas Instruments Inc.
        000E Parthus Technologies Inc.
        000F Broadcom Corporation
        0010 Mitel Semiconductor
        0011 Widcomm, Inc.
        0012 Zeevo, Inc.
        0013 Atmel Corporation
        0014 Mitsubishi Electric Corporation
        0015 RTX A/S
        0016 KC Technology Inc.
        0017 Newlogic
        0018 Transilica, Inc.
        0019 Rohde & Schwarz GmbH & Co. KG
        001A TTPCom Limited
        001B Signia Technologies, Inc.
        001C Conexant Systems Inc.
        001D Qualcomm
        001E Inventel
        001F AVM Berlin
        0020 BandSpeed, Inc.
        0021 Mansella Ltd
        0022 NEC Corporation
        0023 WavePlus Technology Co., Ltd.
        0024 Alcatel
        0025 NXP B.V.
        0026 C Technologies
        0027 Open Interface
        0028 R F Micro Devices
        0029 Hitachi Ltd
        002A Symbol Technologies, Inc.
        002B Tenovis
        002C Macronix International Co. Ltd.
        002D GCT Semiconductor
        002E Norwood Systems
        002F MewTel Technology Inc.
        0030 ST Microelectronics
        0031 Synopsys, Inc.
        0032 Red-M (Communications) Ltd
        0033 Commil Ltd
        0034 Computer Access Technology Corporation (CATC)
        0035 Eclipse (HQ Espana) S.L.
        0036 Renesas Electronics Corporation
        0037 Mobilian Corporation
        0038 Syntronix Corporation
        0039 Integrated System Solution Corp.
        003A Panasonic Holdings Corporation
        003B Gennum Corporation
        003C BlackBerry Limited
        003D IPextreme, Inc.
        003E Systems and Chips, Inc
        003F Bluetooth SIG, Inc
        0040 Seiko Epson Corporation
        0041 Integrated Silicon Solution Taiwan, Inc.
        0042 CONWISE Technology Corporation Ltd
        0043 PARROT AUTOMOTIVE SAS
        0044 Socket Mobile
        0045 Atheros Communications, Inc.
        0046 MediaTek, Inc.
        0047 Bluegiga
        0048 Marvell Technology Group Ltd.
        0049 3DSP Corporation
        004A Accel Semiconductor Ltd.
        004B Continental Automotive Systems
        004C Apple, Inc.
        004D Staccato Communications, Inc.
        004E Avago Technologies
        004F APT Ltd.
        0050 SiRF Technology, Inc.
        0051 Tzero Technologies, Inc.
        0052 J&M Corporation
        0053 Free2move AB
        0054 3DiJoy Corporation
        0055 Plantronics, Inc.
        0056 Sony Ericsson Mobile Communications
        0057 Harman International Industries, Inc.
        0058 Vizio, Inc.
        0059 Nordic Semiconductor ASA
        005A EM Microelectronic-Marin SA
        005B Ralink Technology Corporation
        005C Belkin International, Inc.
        005D Realtek Semiconductor Corporation
        005E Stonestreet One, LLC
        005F Wicentric, Inc.
        0060 RivieraWaves S.A.S
        0061 RDA Microelectronics
        0062 Gibson Guitars
        0063 MiCommand Inc.
        0064 Band XI International, LLC
        0065 HP, Inc.
        0067 GN Hearing
        0068 General Motors
        0069 A&D Engineering, Inc.
        006A LTIMINDTREE LIMITED
        006B Polar Electro OY
        006C Beautiful Enterprise Co., Ltd.
        006E Summit Data Communications, Inc.
        006F Sound ID
        0070 Monster, LLC
        0071 connectBlue AB
        0072 ShangHai Super Smart Electronics Co. Ltd.
        0073 Group Sense Ltd.
        0074 Zomm, LLC
        0075 Samsung Electronics Co. Ltd.
        0076 Creative Technology Ltd.
        0077 Laird Connectivity LLC
        0078 Nike, Inc.
        0079 lesswire AG
        007A MStar Semiconductor, Inc.
        007B Hanlynn Technologies
        007D Seers Technology Co., Ltd.
        007E Sports Tracking Technologies Ltd.
        007F Autonet Mobile
        0080 DeLorme Publishing Company, Inc.
        0081 WuXi Vimicro
        0082 DSEA A/S
        0083 TimeKeeping Systems, Inc.
        0084 Ludus Helsinki Ltd.
        0085 BlueRadios, Inc.
        0086 Equinux AG
        0087 Garmin International, Inc.
        0088 Ecotest
        0089 GN Hearing A/S
        008A Jawbone
        008B Topcon Positioning Systems, LLC
        008C Gimbal Inc.
        008D Zscan Software
        008E Quintic Corp
        008F Telit Wireless Solutions GmbH
        0090 Funai Electric Co., Ltd.
        0091 Advanced PANMOBIL systems GmbH & Co. KG
        0092 ThinkOptics, Inc.
        0093 Universal Electronics, Inc.
        0094 Airoha Technology Corp.
        0095 NEC Lighting, Ltd.
        0096 ODM Technology, Inc.
        0097 ConnecteDevice Ltd.
        0098 zero1.tv GmbH
        0099 i.Tech Dynamic Global Distribution Ltd.
        009A Alpwise
        009B Jiangsu Toppower Automotive Electronics Co., Ltd.
        009C Colorfy, Inc.
        009D Geoforce Inc.
        009E Bose Corporation
        009F Suunto Oy
        00A0 Kensington Computer Products Group
        00A1 SR-Medizinelektronik
        00A2 Vertu Corporation Limited
        00A3 Meta Watch Ltd.
        00A4 LINAK A/S
        00A5 OTL Dynamics LLC
        00A6 Panda Ocean Inc.
        00A7 Visteon Corporation
        00A8 ARP Devices Limited
        00A9 MARELLI EUROPE S.P.A.
        00AA CAEN RFID srl
        00AB Ingenieur-Systemgruppe Zahn GmbH
        00AC Green Throttle Games
        00AD Peter Systemtechnik GmbH
        00AE Omegawave Oy
        00AF Cinetix
        00B0 Passif Semiconductor Corp
        00B1 Saris Cycling Group, Inc
        00B2 Bekey A/S
        00B3 Clarinox Technologies Pty. Ltd.
        00B4 BDE Technology Co., Ltd.
        00B5 Swirl Networks
        00B6 Meso international
        00B7 TreLab Ltd
        00B8 Qualcomm Innovation Center, Inc. (QuIC)
        00B9 Johnson Controls, Inc.
        00BA Starkey Hearing Technologies
        00BB S-Power Electronics Limited
        00BC Ace Sensor Inc
        00BD Aplix Corporation
        00BE AAMP of America
        00BF Stalmart Technology Limited
        00C0 AMICCOM Electronics Corporation
        00C1 Shenzhen Excelsecu Data Technology Co.,Ltd
        00C2 Geneq Inc.
        00C3 adidas AG
        00C4 LG Electronics
        00C5 Onset Computer Corporation
        00C6 Selfly BV
        00C7 Quuppa Oy.
        00C8 GeLo Inc
        00C9 Evluma
        00CA MC10
        00CB Binauric SE
        00CC Beats Electronics
        00CD Microchip Technology Inc.
        00CE Eve Systems GmbH
        00CF ARCHOS SA
        00D0 Dexcom, Inc.
        00D1 Polar Electro Europe B.V.
        00D2 Renesas Design Netherlands B.V.
        00D3 Taixingbang Technology (HK) Co,. LTD.
        00D5 Austco Communication Systems
        00D6 Timex Group USA, Inc.
        00D7 Qualcomm Technologies, Inc.
        00D8 Qualcomm Connected Experiences, Inc.
        00D9 Voyetra Turtle Beach
        00DA txtr GmbH
        00DB Snuza (Pty) Ltd
        00DC Procter & Gamble
        00DD Hosiden Corporation
        00DE Muzik LLC
        00DF Misfit Wearables Corp
        00E0 Google
        00E1 Danlers Ltd
        00E2 Semilink Inc
        00E3 inMusic Brands, Inc
        00E4 L.S. Research, Inc.
        00E5 Eden Software Consultants Ltd.
        00E7 KS Technologies
        00E8 ACTS Technologies
        00E9 Vtrack Systems
        00EA Nielsen-Kellerman
        00EB Server Technology Inc.
        00EC BioResearch Associates
        00ED Jolly Logic, LLC
        00EE Above Average Outcomes, Inc.
        00EF Bitsplitters GmbH
        00F0 PayPal, Inc.
        00F1 Witron Technology Limited
        00F2 Morse Project Inc.
        00F3 Kent Displays Inc.
        00F4 Nautilus Inc.
        00F5 Smartifier Oy
        00F6 Elcometer Limited
        00F7 VSN Technologies, Inc.
        00F8 AceUni Corp., Ltd.
        00FA Crystal Alarm AB
        00FB KOUKAAM a.s.
        00FC Delphi Corporation
        00FD ValenceTech Limited
        00FE Stanley Black and Decker
        00FF Typo Products, LLC
        0100 TomTom International BV
        0101 Fugoo, Inc.
        0102 Keiser Corporation
        0103 Bang & Olufsen A/S
        0104 PLUS Location Systems Pty Ltd
        0105 Ubiquitous Computing Technology Corporation
        0106 Innovative Yachtter Solutions
        0107 Demant A/S
        0108 Chicony Electronics Co., Ltd.
        0109 Atus BV
        010A Codegate Ltd
        010B ERi, Inc
        010C Transducers Direct, LLC
        010D DENSO TEN Limited
        010E Audi AG
        010F HiSilicon Technologies CO., LIMITED
        0110 Nippon Seiki Co., Ltd.
        0111 Steelseries ApS
        0112 Visybl Inc.
        0113 Openbrain Technologies, Co., Ltd.
        0115 e.solutions
        0116 10AK Technologies
        0117 Wimoto Technologies Inc
        0118 Radius Networks, Inc.
        011A Qualcomm Labs, Inc.
        011B Hewlett Packard Enterprise
        011C Baidu
        011D Arendi AG
        011E Skoda Auto a.s.
        011F Volkswagen AG
        0120 Porsche AG
        0121 Sino Wealth Electronic Ltd.
        0122 AirTurn, Inc.
        0123 Kinsa, Inc
        0124 HID Global
        0125 SEAT es
        0126 Promethean Ltd.
        0127 Salutica Allied Solutions
        0128 GPSI Group Pty Ltd
        0129 Nimble Devices Oy
        012A Changzhou Yongse Infotech  Co., Ltd.
        012B SportIQ
        012C TEMEC Instruments B.V.
        012D Sony Corporation
        012E ASSA ABLOY
        012F Clarion Co. Inc.
        0130 Warehouse Innovations
        0131 Cypress Semiconductor
        0132 MADS Inc
        0133 Blue Maestro Limited
        0134 Resolution Products, Ltd.
        0135 Aireware LLC
        0136 Silvair, Inc.
        0137 Prestigio Plaza Ltd.
        0138 NTEO Inc.
        0139 Focus Systems Corporation
        013A Tencent Holdings Ltd.
        013B Allegion
        013C Murata Manufacturing Co., Ltd.
        013D WirelessWERX
        013E Nod, Inc.
        0140 Alpine Electronics (China) Co., Ltd
        0141 FedEx Services
        0142 Grape Systems Inc.
        0143 Bkon Connect
        0144 Lintech GmbH
        0145 Novatel Wireless
        0146 Ciright
        0147 Mighty Cast, Inc.
        0148 Ambimat Electronics
        0149 Perytons Ltd.
        014A Tivoli Audio, LLC
        014B Master Lock
        014C Mesh-Net Ltd
        014D HUIZHOU DESAY SV AUTOMOTIVE CO., LTD.
        014E Tangerine, Inc.
        014F B&W Group Ltd.
        0150 Pioneer Corporation
        0151 OnBeep
        0152 Vernier Software & Technology
        0153 ROL Ergo
        0154 Pebble Technology
        0155 NETATMO
        0156 Accumulate AB
        0157 Anhui Huami Information Technology Co., Ltd.
        0158 Inmite s.r.o.
        0159 ChefSteps, Inc.
        015A micas AG
        015B Biomedical Research Ltd.
        015C Pitius Tec S.L.
        015D Estimote, Inc.
        015E Unikey Technologies, Inc.
        015F Timer Cap Co.
        0160 AwoX
        0161 yikes
        0162 MADSGlobalNZ Ltd.
        0163 PCH International
        0164 Qingdao Yeelink Information Technology Co., Ltd.
        0165 Milwaukee Electric Tools
        0166 MISHIK Pte Ltd
        0167 Ascensia Diabetes Care US Inc.
        0168 Spicebox LLC
        0169 emberlight
        016A Copeland Cold Chain LP
        016B Qblinks
        016C MYSPHERA
        016D LifeScan Inc
        016E Volantic AB
        016F Podo Labs, Inc
        0170 Roche Diabetes Care AG
        0171 Amazon.com Services LLC
        0172 Connovate Technology Private Limited
        0173 Kocomojo, LLC
        0174 Everykey Inc.
        0175 Dynamic Controls
        0176 SentriLock
        0177 I-SYST inc.
        0178 CASIO COMPUTER CO., LTD.
        0179 LAPIS Semiconductor Co.,Ltd
        017A Telemonitor, Inc.
        017B taskit GmbH
        017C Mercedes-Benz Group AG
        017D BatAndCat
        017E BluDotz Ltd
        017F XTel Wireless ApS
        0180 Gigaset Technologies GmbH
        0181 Gecko Health Innovations, Inc.
        0182 HOP Ubiquitous
        0183 Walt Disney
        0184 Nectar
        0186 CORE Lighting Ltd
        0187 Seraphim Sense Ltd
        0188 Unico RBC
        0189 Physical Enterprises Inc.
        018A Able Trend Technology Limited
        018B Konica Minolta, Inc.
        018C Wilo SE
        018D Extron Design Services
        018E Google LLC
        0190 Intelletto Technologies Inc.
        0191 FDK CORPORATION
        0192 Cloudleaf, Inc
        0193 Maveric Automation LLC
        0194 Acoustic Stream Corporation
        0195 Zuli
        0196 Paxton Access Ltd
        0197 WiSilica Inc.
        0198 VENGIT Korlatolt Felelossegu Tarsasag
        0199 SALTO SYSTEMS S.L.
        019A TRON Forum
        019B CUBETECH s.r.o.
        019C Cokiya Incorporated
        019D CVS Health
        019E Ceruus
        019F Strainstall Ltd
        01A0 Channel Enterprises (HK) Ltd.
        01A1 FIAMM
        01A2 GIGALANE.CO.,LTD
        01A3 EROAD
        01A4 MSA Innovation, LLC
        01A5 Icon Health and Fitness
        01A6 Wille Engineering
        01A7 ENERGOUS CORPORATION
        01A8 Taobao
        01A9 Canon Inc.
        01AA Geophysical Technology Inc.
        01AB Meta Platforms, Inc.
        01AC Trividia Health, Inc.
        01AD FlightSafety International
        01AF Sunrise Micro Devices, Inc.
        01B0 Star Micronics Co., Ltd.
        01B1 Netizens Sp. z o.o.
        01B2 Nymi Inc.
        01B3 Nytec, Inc.
        01B4 Trineo Sp. z o.o.
        01B5 Nest Labs Inc.
        01B6 LM Technologies Ltd
        01B7 General Electric Company
        01B8 i+D3 S.L.
        01B9 HANA Micron
        01BA Stages Cycling LLC
        01BB Cochlear Bone Anchored Solutions AB
        01BC SenionLab AB
        01BD Syszone Co., Ltd
        01BE Pulsate Mobile Ltd.
        01BF Hongkong OnMicro Electronics Limited
        01C1 BRADATECH Corp.
        01C2 Transenergooil AG
        01C4 DME Microelectronics
        01C5 Bitcraze AB
        01C6 HASWARE Inc.
        01C7 Abiogenix Inc.
        01C8 Poly-Control ApS
        01C9 Avi-on
        01CA Laerdal Medical AS
        01CB Fetch My Pet
        01CC Sam Labs Ltd.
        01CD Chengdu Synwing Technology Ltd
        01CE HOUWA SYSTEM DESIGN, k.k.
        01CF BSH
        01D0 Primus Inter Pares Ltd
        01D1 August Home, Inc
        01D2 Gill Electronics
        01D3 Sky Wave Design
        01D4 Newlab S.r.l.
        01D5 ELAD srl
        01D6 G-wearables inc.
        01D8 Code Corporation
        01D9 Savant Systems LLC
        01DA Logitech International SA
        01DB Innblue Consulting
        01DC iParking Ltd.
        01DD Koninklijke Philips N.V.
        01DE Minelab Electronics Pty Limited
        01DF Bison Group Ltd.
        01E0 Widex A/S
        01E1 Jolla Ltd
        01E3 Caterpillar Inc
        01E4 Freedom Innovations
        01E5 Dynamic Devices Ltd
        01E6 Technology Solutions (UK) Ltd
        01EA Advanced Application Design, Inc.
        01EC Spreadtrum Communications Shanghai Ltd
        01ED CuteCircuit LTD
        01EE Valeo Service
        01EF Fullpower Technologies, Inc.
        01F0 KloudNation
        01F1 Zebra Technologies Corporation
        01F2 Itron, Inc.
        01F3 The University of Tokyo
        01F4 UTC Fire and Security
        01F5 Cool Webthings Limited
        01F6 DJO Global
        01F7 Gelliner Limited
        01F8 Anyka (Guangzhou) Microelectronics Technology Co, LTD
        01F9 Medtronic Inc.
        01FA Gozio Inc.
        01FB Form Lifting, LLC
        01FC Wahoo Fitness, LLC
        01FD Kontakt Micro-Location Sp. z o.o.
        01FE Radio Systems Corporation
        01FF Freescale Semiconductor, Inc.
        0200 Verifone Systems Pte Ltd. Taiwan Branch
        0201 AR Timing
        0202 Rigado LLC
        0203 Kemppi Oy
        0206 Otter Products, LLC
        0207 STEMP Inc.
        0208 LumiGeek LLC
        0209 InvisionHeart Inc.
        020A Macnica Inc.
        020B Jaguar Land Rover Limited
        020C CoroWare Technologies, Inc
        020E Omron Healthcare Co., LTD
        020F Comodule GMBH
        0210 ikeGPS
        0211 Telink Semiconductor Co. Ltd
        0212 Interplan Co., Ltd
        0213 Wyler AG
        0214 IK Multimedia Production srl
        0215 Lukoton Experience Oy
        0216 MTI Ltd
        0217 Tech4home, Lda
        0219 DOTT Limited
        021A Blue Speck Labs, LLC
        021B Cisco Systems, Inc
        021C Mobicomm Inc
        021D Edamic
        021E Goodnet, Ltd
        021F Luster Leaf Products  Inc
        0220 Manus Machina BV
        0221 Mobiquity Networks Inc
        0222 Praxis Dynamics
        0223 Philip Morris Products S.A.
        0224 Comarch SA
        0225 Nestlé Nespresso S.A.
        0226 Merlinia A/S
        0227 LifeBEAM Technologies
        0228 Twocanoes Labs, LLC
        0229 Muoverti Limited
        022A Stamer Musikanlagen GMBH
        022B Tesla, Inc.
        022C Pharynks Corporation
        022D Lupine
        022E Siemens AG
        0230 Foster Electric Company, Ltd
        0231 ETA SA
        0232 x-Senso Solutions Kft
        0233 Shenzhen SuLong Communication Ltd
        0234 FengFan (BeiJing) Technology Co, Ltd
        0235 Qrio Inc
        0236 Pitpatpet Ltd
        0237 MSHeli s.r.l.
        0238 Trakm8 Ltd
        0239 JIN CO, Ltd
        023A Alatech Tehnology
        023B Beijing CarePulse Electronic Technology Co, Ltd
        023D ViCentra B.V.
        023E Raven Industries
        023F WaveWare Technologies Inc.
        0240 Argenox Technologies
        0241 Bragi GmbH
        0243 Masimo Corp
        0244 Iotera Inc
        0245 Endress+Hauser
        0246 ACKme Networks, Inc.
        0247 FiftyThree Inc.
        0248 Parker Hannifin Corp
        024A Uwatec AG
        024B Orlan LLC
        024C Blue Clover Devices
        024D M-Way Solutions GmbH
        024E Microtronics Engineering GmbH
        024F Schneider Schreibgeräte GmbH
        0250 Sapphire Circuits LLC
        0251 Lumo Bodytech Inc.
        0252 UKC Technosolution
        0253 Xicato Inc.
        0254 Playbrush
        0255 Dai Nippon Printing Co., Ltd.
        0256 G24 Power Limited
        0257 AdBabble Local Commerce Inc.
        0258 Devialet SA
        0259 ALTYOR
        025A University of Applied Sciences Valais/Haute Ecole Valaisanne
        025B Five Interactive, LLC dba Zendo
        025C NetEase（Hangzhou）Network co.Ltd.
        025D Lexmark International Inc.
        025E Fluke Corporation
        025F Yardarm Technologies
        0261 SECVRE GmbH
        0262 Glacial Ridge Technologies
        0263 Identiv, Inc.
        0264 DDS, Inc.
        0265 SMK Corporation
        0266 Schawbel Technologies LLC
        0267 XMI Systems SA
        0268 Cerevo
        0269 Torrox GmbH & Co KG
        026A Gemalto
        026B DEKA Research & Development Corp.
        026C Domster Tadeusz Szydlowski
        026D Technogym SPA
        026E FLEURBAEY BVBA
        026F Aptcode Solutions
        0270 LSI ADL Technology
        0271 Animas Corp
        0272 Alps Alpine Co., Ltd.
        0273 OCEASOFT
        0274 Motsai Research
        0275 Geotab
        0276 E.G.O. Elektro-Geraetebau GmbH
        0277 bewhere inc
        0278 Johnson Outdoors Inc
        0279 steute Schaltgerate GmbH & Co. KG
        027A Ekomini inc.
        027B DEFA AS
        027C Aseptika Ltd
        027D HUAWEI Technologies Co., Ltd.
        027E HabitAware, LLC
        027F ruwido austria gmbh
        0280 ITEC corporation
        0281 StoneL
        0282 Sonova AG
        0283 Maven Machines, Inc.
        0284 Synapse Electronics
        0285 WOWTech Canada Ltd.
        0286 RF Code, Inc.
        0287 Wally Ventures S.L.
        0289 SK Telecom
        028A Jetro AS
        028B Code Gears LTD
        028C NANOLINK APS
        028E RF Digital Corp
        028F Church & Dwight Co., Inc
        0290 Multibit Oy
        0291 CliniCloud Inc
        0293 Blue Bite
        0294 ELIAS GmbH
        0295 Sivantos GmbH
        0296 Petzl
        0297 storm power ltd
        0298 EISST Ltd
        0299 Inexess Technology Simma KG
        029A Currant, Inc.
        029B C2 Development, Inc.
        029C Blue Sky Scientific, LLC
        029D ALOTTAZS LABS, LLC
        029E Kupson spol. s r.o.
        029F Areus Engineering GmbH
        02A0 Impossible Camera GmbH
        02A2 Sera4 Ltd.
        02A3 Itude
        02A4 Pacific Lock Company
        02A5 Tendyron Corporation
        02A6 Robert Bosch GmbH
        02A7 Illuxtron international B.V.
        02A8 miSport Ltd.
        02A9 Chargelib
        02AA Doppler Lab
        02AB BBPOS Limited
        02AC RTB Elektronik GmbH & Co. KG
        02AD Rx Networks, Inc.
        02AE WeatherFlow, Inc.
        02AF Technicolor USA Inc.
        02B0 Bestechnic(Shanghai),Ltd
        02B1 Raden Inc
        02B2 Oura Health Oy
        02B3 CLABER S.P.A.
        02B4 Hyginex, Inc.
        02B5 HANSHIN ELECTRIC RAILWAY CO.,LTD.
        02B6 Schneider Electric
        02B7 Oort Technologies LLC
        02B8 Chrono Therapeutics
        02B9 Rinnai Corporation
        02BA Swissprime Technologies AG
        02BB YOKOWO CO., LTD.
        02BC Genevac Ltd
        02BD Chemtronics
        02BE Seguro Technology Sp. z o.o.
        02BF Redbird Flight Simulations
        02C0 Dash Robotics
        02C1 LINE Corporation
        02C2 Guillemot Corporation
        02C3 Techtronic Power Tools Technology Limited
        02C4 Wilson Sporting Goods
        02C5 Lenovo (Singapore) Pte Ltd.
        02C6 Ayatan Sensors
        02C7 Electronics Tomorrow Limited
        02C8 OneSpan
        02C9 PayRange Inc.
        02CA ABOV Semiconductor
        02CB AINA-Wireless Inc.
        02CD BMA ergonomics b.v.
        02CE Teva Branded Pharmaceutical Products R&D, Inc.
        02CF Anima
        02D0 3M
        02D1 Empatica Srl
        02D2 Afero, Inc.
        02D3 Powercast Corporation
        02D4 Secuyou ApS
        02D5 OMRON Corporation
        02D6 Send Solutions
        02D7 NIPPON SYSTEMWARE CO.,LTD.
        02D8 Neosfar
        02D9 Fliegl Agrartechnik GmbH
        02DA Gilvader
        02DB Digi International Inc (R)
        02DC DeWalch Technologies, Inc.
        02DD Flint Rehabilitation Devices, LLC
        02DE Samsung SDS Co., Ltd.
        02DF Blur Product Development
        02E0 University of Michigan
        02E1 Victron Energy BV
        02E2 NTT docomo
        02E3 Carmanah Technologies Corp.
        02E4 Bytestorm Ltd.
        02E5 Espressif Systems (Shanghai) Co., Ltd.
        02E6 Unwire
        02E7 Connected Yard, Inc.
        02E8 American Music Environments
        02E9 Sensogram Technologies, Inc.
        02EA Fujitsu Limited
        02EB Ardic Technology
        02EC Delta Systems, Inc
        02ED HTC Corporation
        02EE Citizen Holdings Co., Ltd.
        02EF SMART-INNOVATION.inc
        02F0 Blackrat Software
        02F1 The Idea Cave, LLC
        02F2 GoPro, Inc.
        02F3 AuthAir, Inc
        02F4 Vensi, Inc.
        02F5 Indagem Tech LLC
        02F6 Intemo Technologies
        02F8 Runteq Oy Ltd
        02F9 IMAGINATION TECHNOLOGIES LTD
        02FB Clarius Mobile Health Corp.
        02FC Shanghai Frequen Microelectronics Co., Ltd.
        02FE Lierda Science & Technology Group Co., Ltd.
        02FF Silicon Laboratories
        0300 World Moto Inc.
        0301 Giatec Scientific Inc.
        0302 Loop Devices, Inc
        0303 IACA electronique
        0304 Oura Health Ltd
        0305 Swipp ApS
        0306 Life Laboratory Inc.
        0307 FUJI INDUSTRIAL CO.,LTD.
        0308 Surefire, LLC
        0309 Dolby Labs
        030A Ellisys
        030B Magnitude Lighting Converters
        030C Hilti AG
        030D Devdata S.r.l.
        030F Shortcut Labs
        0310 SGL Italia S.r.l.
        0311 PEEQ DATA
        0312 Ducere Technologies Pvt Ltd
        0313 DiveNav, Inc.
        0314 RIIG AI Sp. z o.o.
        0315 Thermo Fisher Scientific
        0316 AG Measurematics Pvt. Ltd.
        0317 CHUO Electronics CO., LTD.
        0318 Aspenta International
        0319 Eugster Frismag AG
        031A Wurth Elektronik eiSos GmbH & Co. KG
        031B HQ Inc
        031C Lab Sensor Solutions
        031D Enterlab ApS
        031E Eyefi, Inc.
        031F MetaSystem S.p.A.
        0320 SONO ELECTRONICS. CO., LTD
        0323 Rotor Bike Components
        0324 Astro, Inc.
        0325 Amotus Solutions
        0326 Healthwear Technologies (Changzhou)Ltd
        0327 Essex Electronics
        0328 Grundfos A/S
        0329 Eargo, Inc.
        032A Electronic Design Lab
        032B ESYLUX
        032C NIPPON SMT.CO.,Ltd
        032D BM innovations GmbH
        032E indoormap
        032F OttoQ Inc
        0330 North Pole Engineering
        0331 3flares Technologies Inc.
        0333 Mul-T-Lock
        0334 Airthings ASA
        0335 Enlighted Inc
        0336 GISTIC
        0337 AJP2 Holdings, LLC
        0338 COBI GmbH
        0339 Blue Sky Scientific, LLC
        033A Appception, Inc.
        033B Courtney Thorne Limited
        033C Virtuosys
        033D TPV Technology Limited
        033E Monitra SA
        033F Automation Components, Inc.
        0340 Letsense s.r.l.
        0341 Etesian Technologies LLC
        0342 GERTEC BRASIL LTDA.
        0343 Drekker Development Pty. Ltd.
        0344 Whirl Inc
        0345 Locus Positioning
        0346 Acuity Brands Lighting, Inc
        0347 Prevent Biometrics
        0349 VersaMe
        034B Libratone A/S
        034C HM Electronics, Inc.
        034D TASER International, Inc.
        034F Heartland Payment Systems
        0350 Bitstrata Systems Inc.
        0351 Pieps GmbH
        0352 iRiding(Xiamen)Technology Co.,Ltd.
        0353 Alpha Audiotronics, Inc.
        0354 TOPPAN FORMS CO.,LTD.
        0355 Sigma Designs, Inc.
        0356 Spectrum Brands, Inc.
        0357 Polymap Wireless
        0358 MagniWare Ltd.
        0359 Novotec Medical GmbH
        035A Phillips-Medisize A/S
        035B Matrix Inc.
        035C Eaton Corporation
        035D KYS
        035E Naya Health, Inc.
        035F Acromag
        0360 Insulet Corporation
        0361 Wellinks Inc.
        0362 ON Semiconductor
        0363 FREELAP SA
        0364 Favero Electronics Srl
        0365 BioMech Sensor LLC
        0366 BOLTT Sports technologies Private limited
        0368 Metormote AB
        0369 littleBits
        036A SetPoint Medical
        036B BRControls Products BV
        036C Zipcar
        036D AirBolt Pty Ltd
        036E MOTIVE TECHNOLOGIES, INC.
        036F Motiv, Inc.
        0370 Wazombi Labs OÜ
        0372 Nixie Labs, Inc.
        0373 AppNearMe Ltd
        0374 Holman Industries
        0375 Expain AS
        0376 Electronic Temperature Instruments Ltd
        0377 Plejd AB
        0378 Propeller Health
        0379 Shenzhen iMCO Electronic Technology Co.,Ltd
        037A Algoria
        037B Apption Labs Inc.
        037C Cronologics Corporation
        037D MICRODIA Ltd.
        037E lulabytes S.L.
        037F Société des Produits Nestlé S.A.
        0380 LLC "MEGA-F service"
        0381 Sharp Corporation
        0382 Precision Outcomes Ltd
        0383 Kronos Incorporated
        0385 Embedded Electronic Solutions Ltd. dba e2Solutions
        0386 Aterica Inc.
        0387 BluStor PMC, Inc.
        0388 Kapsch TrafficCom AB
        0389 ActiveBlu Corporation
        038A Kohler Mira Limited
        038B Noke
        038C Appion Inc.
        038D Resmed Ltd
        038E Crownstone B.V.
        038F Xiaomi Inc.
        0390 INFOTECH s.r.o.
        0391 Thingsquare AB
        0392 T&D
        0393 LAVAZZA S.p.A.
        0395 SDATAWAY
        0396 BLOKS GmbH
        0397 LEGO System A/S
        0398 Thetatronics Ltd
        0399 Nikon Corporation
        039A NeST
        039B South Silicon Valley Microelectronics
        039C ALE International
        039D CareView Communications, Inc.
        039E SchoolBoard Limited
        039F Molex Corporation
        03A0 IVT Wireless Limited
        03A1 Alpine Labs LLC
        03A2 Candura Instruments
        03A3 SmartMovt Technology Co., Ltd
        03A4 Token Zero Ltd
        03A5 ACE CAD Enterprise Co., Ltd. (ACECAD)
        03A6 Medela, Inc
        03A7 AeroScout
        03A8 Esrille Inc.
        03AA Exon Sp. z o.o.
        03AB Meizu Technology Co., Ltd.
        03AD XiQ
        03AE Allswell Inc.
        03AF Comm-N-Sense Corp DBA Verigo
        03B0 VIBRADORM GmbH
        03B1 Otodata Wireless Network Inc.
        03B2 Propagation Systems Limited
        03B3 Midwest Instruments & Controls
        03B4 Alpha Nodus, inc.
        03B5 petPOMM, Inc
        03B6 Mattel
        03B7 Airbly Inc.
        03B8 A-Safe Limited
        03B9 FREDERIQUE CONSTANT SA
        03BA Maxscend Microelectronics Company Limited
        03BB Abbott
        03BC ASB Bank Ltd
        03BD amadas
        03BE Applied Science, Inc.
        03BF iLumi Solutions Inc.
        03C0 Arch Systems Inc.
        03C1 Ember Technologies, Inc.
        03C2 Snapchat Inc
        03C3 Casambi Technologies Oy
        03C4 Pico Technology Inc.
        03C5 St. Jude Medical, Inc.
        03C6 Intricon
        03C7 Structural Health Systems, Inc.
        03C8 Avvel International
        03C9 Gallagher Group
        03CA In2things Automation Pvt. Ltd.
        03CB SYSDEV Srl
        03CC Vonkil Technologies Ltd
        03CD Wynd Technologies, Inc.
        03CE CONTRINEX S.A.
        03CF MIRA, Inc.
        03D0 Watteam Ltd
        03D1 Density Inc.
        03D2 IOT Pot India Private Limited
        03D3 Sigma Connectivity AB
        03D4 PEG PEREGO SPA
        03D5 Wyzelink Systems Inc.
        03D6 Yota Devices LTD
        03D7 FINSECUR
        03D8 Zen-Me Labs Ltd
        03D9 3IWare Co., Ltd.
        03DA EnOcean GmbH
        03DB Instabeat, Inc
        03DC Nima Labs
        03DD Andreas Stihl AG & Co. KG
        03DE Nathan Rhoades LLC
        03DF Grob Technologies, LLC
        03E0 Actions Technology Co.,Ltd
        03E1 SPD Development Company Ltd
        03E2 Sensoan Oy
        03E3 Qualcomm Life Inc
        03E4 Chip-ing AG
        03E5 ffly4u
        03E6 IoT Instruments Oy
        03E7 TRUE Fitness Technology
        03E8 Reiner Kartengeraete GmbH & Co. KG.
        03E9 SHENZHEN LEMONJOY TECHNOLOGY CO., LTD.
        03EA Hello Inc.
        03EB Ozo Edu, Inc.
        03EC Jigowatts Inc.
        03ED BASIC MICRO.COM,INC.
        03EE CUBE TECHNOLOGIES
        03EF foolography GmbH
        03F0 CLINK
        03F1 Hestan Smart Cooking Inc.
        03F2 WindowMaster A/S
        03F4 PAL Technologies Ltd
        03F5 WHERE, Inc.
        03F6 Iton Technology Corp.
        03F7 Owl Labs Inc.
        03F8 Rockford Corp.
        03F9 Becon Technologies Co.,Ltd.
        03FA Vyassoft Technologies Inc
        03FB Nox Medical
        03FC Kimberly-Clark
        03FD Trimble Inc.
        03FE Littelfuse
        03FF Withings
        0400 i-developer IT Beratung UG
        0401 Relations Inc.
        0402 Sears Holdings Corporation
        0403 Gantner Electronic GmbH
        0404 Authomate Inc
        0405 Vertex International, Inc.
        0407 Swiss Audio SA
        0408 ToGetHome Inc.
        0409 RYSE INC.
        040A ZF OPENMATICS s.r.o.
        040B Jana Care Inc.
        040C Senix Corporation
        040D NorthStar Battery Company, LLC
        040E SKF (U.K.) Limited
        040F CO-AX Technology, Inc.
        0410 Fender Musical Instruments
        0411 Luidia Inc
        0412 SEFAM
        0413 Wireless Cables Inc
        0416 SODA GmbH
        0417 Fatigue Science
        0419 Novalogy LTD
        041A Friday Labs Limited
        041B OrthoAccel Technologies
        041C WaterGuru, Inc.
        041D Benning Elektrotechnik und Elektronik GmbH & Co. KG
        041E Dell Computer Corporation
        041F Kopin Corporation
        0420 TecBakery GmbH
        0421 Backbone Labs, Inc.
        0422 DELSEY SA
        0423 Chargifi Limited
        0424 Trainesense Ltd.
        0425 Unify Software and Solutions GmbH & Co. KG
        0426 Husqvarna AB
        0427 Focus fleet and fuel management inc
        0428 SmallLoop, LLC
        0429 Prolon Inc.
        042A BD Medical
        042B iMicroMed Incorporated
        042C Ticto N.V.
        042D Meshtech AS
        042E MemCachier Inc.
        042F Danfoss A/S
        0430 SnapStyk Inc.
        0431 Alticor Inc.
        0432 Silk Labs, Inc.
        0433 Pillsy Inc.
        0434 Hatch Baby, Inc.
        0435 Blocks Wearables Ltd.
        0436 Drayson Technologies (Europe) Limited
        0437 eBest IOT Inc.
        0438 Helvar Ltd
        0439 Radiance Technologies
        043A Nuheara Limited
        043B Appside co., ltd.
        043D Coiler Corporation
        043E Thermomedics, Inc.
        043F Tentacle Sync GmbH
        0440 Valencell, Inc.
        0442 SECOM CO., LTD.
        0443 Tucker International LLC
        0444 Metanate Limited
        0445 Kobian Canada Inc.
        0446 NETGEAR, Inc.
        0447 Fabtronics Australia Pty Ltd
        0448 Grand Centrix GmbH
        0449 1UP USA.com llc
        044A SHIMANO INC.
        044B Nain Inc.
        044C LifeStyle Lock, LLC
        044D VEGA Grieshaber KG
        044E Xtrava Inc.
        044F TTS Tooltechnic Systems AG & Co. KG
        0450 Teenage Engineering AB
        0451 Tunstall Nordic AB
        0452 Svep Design Center AB
        0453 Qorvo Utrecht B.V.
        0454 Sphinx Electronics GmbH & Co KG
        0455 Atomation
        0456 Nemik Consulting Inc
        0457 RF INNOVATION
        0458 Mini Solution Co., Ltd.
        045A 2048450 Ontario Inc
        045C Delta T Corporation
        045D Boston Scientific Corporation
        045E Nuviz, Inc.
        045F Real Time Automation, Inc.
        0460 Kolibree
        0461 vhf elektronik GmbH
        0462 Bonsai Systems GmbH
        0463 Fathom Systems Inc.
        0464 Bellman & Symfon Group AB
        0465 International Forte Group LLC
        0467 Codenex Oy
        0468 Kynesim Ltd
        0469 Palago AB
        046A INSIGMA INC.
        046B PMD Solutions
        046C Qingdao Realtime Technology Co., Ltd.
        046D BEGA Gantenbrink-Leuchten KG
        046E Pambor Ltd.
        046F Develco Products A/S
        0470 iDesign s.r.l.
        0471 TiVo Corp
        0472 Control-J Pty Ltd
        0473 Steelcase, Inc.
        0474 iApartment co., ltd.
        0475 Icom inc.
        0477 Blue Spark Technologies
        0478 FarSite Communications Limited
        0479 mywerk system GmbH
        047A Sinosun Technology Co., Ltd.
        047B MIYOSHI ELECTRONICS CORPORATION
        047C POWERMAT LTD
        047D Occly LLC
        047E OurHub Dev IvS
        047F Pro-Mark, Inc.
        0481 Quintrax Limited
        0482 POS Tuning Udo Vosshenrich GmbH & Co. KG
        0484 Revol Technologies Inc
        0485 SKIDATA AG
        0486 DEV TECNOLOGIA INDUSTRIA, COMERCIO E MANUTENCAO DE EQUIPAMENTOS LTDA. - ME
        0487 Centrica Connected Home
        0488 Automotive Data Solutions Inc
        0489 Igarashi Engineering
        048A Taelek Oy
        048C Vectronix AG
        048D S-Labs Sp. z o.o.
        048E Companion Medical, Inc.
        048F BlueKitchen GmbH
        0490 Matting AB
        0491 SOREX - Wireless Solutions GmbH
        0492 ADC Technology, Inc.
        0493 Lynxemi Pte Ltd
        0494 SENNHEISER electronic GmbH & Co. KG
        0496 Polymorphic Labs LLC
        0497 Cochlear Limited
        0498 METER Group, Inc. USA
        0499 Ruuvi Innovations Ltd.
        049A Situne AS
        049B nVisti, LLC
        049C DyOcean
        049D Uhlmann & Zacher GmbH
        049E AND!XOR LLC
        049F Popper Pay AB
        04A2 ovrEngineered, LLC
        04A3 GT-tronics HK Ltd
        04A4 Herbert Waldmann GmbH & Co. KG
        04A5 Guangzhou FiiO Electronics Technology Co.,Ltd
        04A6 Vinetech Co., Ltd
        04A7 Dallas Logic Corporation
        04A8 BioTex, Inc.
        04AA LINKIO SAS
        04AB Harbortronics, Inc.
        04AC Undagrid B.V.
        04AD Shure Inc
        04AE ERM Electronic Systems LTD
        04AF BIOROWER Handelsagentur GmbH
        04B1 Kartographers Technologies Pvt. Ltd.
        04B2 The Shadow on the Moon
        04B3 mobike (Hong Kong) Limited
        04B4 Inuheat Group AB
        04B5 Swiftronix AB
        04B6 Diagnoptics Technologies
        04B7 Analog Devices, Inc.
        04B8 Soraa Inc.
        04B9 CSR Building Products Limited
        04BA Crestron Electronics, Inc.
        04BB Neatebox Ltd
        04BC Draegerwerk AG & Co. KGaA
        04BD AlbynMedical
        04BE Averos FZCO
        04BF VIT Initiative, LLC
        04C0 Statsports International
        04C1 Sospitas, s.r.o.
        04C2 Dmet Products Corp.
        04C3 Mantracourt Electronics Limited
        04C4 TeAM Hutchins AB
        04C5 Seibert Williams Glass, LLC
        04C6 Insta GmbH
        04C7 Svantek Sp. z o.o.
        04C8 Shanghai Flyco Electrical Appliance Co., Ltd.
        04C9 Thornwave Labs Inc
        04CA Steiner-Optik GmbH
        04CB Novo Nordisk A/S
        04CD Safetech Products LLC
        04CE GOOOLED S.R.L.
        04CF DOM Sicherheitstechnik GmbH & Co. KG
        04D0 Olympus Corporation
        04D1 KTS GmbH
        04D2 Anloq Technologies Inc.
        04D3 Queercon, Inc
        04D4 TASKA PROSTHETICS LIMITED
        04D5 Gooee Limited
        04D6 LUGLOC LLC
        04D7 Blincam, Inc.
        04D8 FUJIFILM Corporation
        04D9 RM Acquisition LLC
        04DA Franceschi Marina snc
        04DB Engineered Audio, LLC.
        04DC IOTTIVE (OPC) PRIVATE LIMITED
        04DD 4MOD Technology
        04DE Lutron Electronics Co., Inc.
        04DF Emerson Electric Co.
        04E0 Guardtec, Inc.
        04E1 REACTEC LIMITED
        04E3 Under Armour
        04E4 Woodenshark
        04E5 Avack Oy
        04E6 Smart Solution Technology, Inc.
        04E8 STABILO International
        04E9 Busch Jaeger Elektro GmbH
        04EA Pacific Bioscience Laboratories, Inc
        04EB Bird Home Automation GmbH
        04EC Motorola Solutions
        04EE Auxivia
        04EF DaisyWorks, Inc
        04F0 Kosi Limited
        04F1 Theben AG
        04F2 InDreamer Techsol Private Limited
        04F3 Cerevast Medical
        04F4 ZanCompute Inc.
        04F5 Pirelli Tyre S.P.A.
        04F6 McLear Limited
        04F7 Shenzhen Goodix Technology Co., Ltd
        04F8 Convergence Systems Limited
        04F9 Interactio
        04FA Androtec GmbH
        04FB Benchmark Drives GmbH & Co. KG
        04FC SwingLync L. L. C.
        04FD Tapkey GmbH
        04FE Woosim Systems Inc.
        04FF Microsemi Corporation
        0500 Wiliot LTD.
        0501 Polaris IND
        0502 Specifi-Kali LLC
        0503 Locoroll, Inc
        0504 PHYPLUS Inc
        0505 InPlay, Inc.
        0506 Hager
        0507 Yellowcog
        0508 Axes System sp. z o. o.
        0509 Garage Smart, Inc.
        050A Shake-on B.V.
        050B Vibrissa Inc.
        050C OSRAM GmbH
        050D TRSystems GmbH
        050E Yichip Microelectronics (Hangzhou) Co.,Ltd.
        050F Foundation Engineering LLC
        0510 UNI-ELECTRONICS, INC.
        0511 Brookfield Equinox LLC
        0512 Soprod SA
        0513 9974091 Canada Inc.
        0514 FIBRO GmbH
        0515 RB Controls Co., Ltd.
        0516 Footmarks
        0517 Amtronic Sverige AB
        0518 MAMORIO.inc
        0519 Tyto Life LLC
        051A Leica Camera AG
        051C EDPS
        051D OFF Line Co., Ltd.
        051E Detect Blue Limited
        051F Setec Pty Ltd
        0520 Target Corporation
        0521 IAI Corporation
        0522 NS Tech, Inc.
        0523 MTG Co., Ltd.
        0524 Hangzhou iMagic Technology Co., Ltd
        0525 HONGKONG NANO IC TECHNOLOGIES  CO., LIMITED
        0526 Honeywell International Inc.
        0527 Albrecht JUNG
        0528 Lunera Lighting Inc.
        0529 Lumen UAB
        052A Keynes Controls Ltd
        052B Novartis AG
        052C Geosatis SA
        052D EXFO, Inc.
        052E LEDVANCE GmbH
        052F Center ID Corp.
        0530 Adolene, Inc.
        0531 D&M Holdings Inc.
        0532 CRESCO Wireless, Inc.
        0533 Nura Operations Pty Ltd
        0534 Frontiergadget, Inc.
        0535 Smart Component Technologies Limited
        0536 ZTR Control Systems LLC
        0537 MetaLogics Corporation
        0538 Medela AG
        0539 OPPLE Lighting Co., Ltd
        053A Savitech Corp.,
        053B prodigy
        053C Screenovate Technologies Ltd
        053D TESA SA
        053E CLIM8 LIMITED
        053F Silergy Corp
        0540 SilverPlus, Inc
        0541 Sharknet srl
        0542 Mist Systems, Inc.
        0543 MIWA LOCK CO.,Ltd
        0544 OrthoSensor, Inc.
        0546 Apexar Technologies S.A.
        0547 LOGICDATA Electronic & Software Entwicklungs GmbH
        0548 Knick Elektronische Messgeraete GmbH & Co. KG
        0549 Smart Technologies and Investment Limited
        054A Linough Inc.
        054B Advanced Electronic Designs, Inc.
        054C Carefree Scott Fetzer Co Inc
        054D Sensome
        054E FORTRONIK storitve d.o.o.
        054F Sinnoz
        0551 Sylero
        0552 Avempace SARL
        0553 Nintendo Co., Ltd.
        0554 National Instruments
        0555 KROHNE Messtechnik GmbH
        0556 Otodynamics Ltd
        0557 Arwin Technology Limited
        0558 benegear, inc.
        0559 Newcon Optik
        055A CANDY HOUSE, Inc.
        055B FRANKLIN TECHNOLOGY INC
        055C Lely
        055D Valve Corporation
        055E Hekatron Vertriebs GmbH
        055F PROTECH S.A.S. DI GIRARDI ANDREA & C.
        0560 Sarita CareTech APS
        0561 Finder S.p.A.
        0562 Thalmic Labs Inc.
        0563 Steinel Vertrieb GmbH
        0564 Beghelli Spa
        0566 CORE TRANSPORT TECHNOLOGIES NZ LIMITED
        0567 Xiamen Everesports Goods Co., Ltd
        0568 Bodyport Inc.
        056A Flipnavi Co.,Ltd.
        056B Rion Co., Ltd.
        056C Long Range Systems, LLC
        056D Redmond Industrial Group LLC
        056E VIZPIN INC.
        056F BikeFinder AS
        0570 Consumer Sleep Solutions LLC
        0571 PSIKICK, INC.
        0572 AntTail.com
        0573 Lighting Science Group Corp.
        0574 AFFORDABLE ELECTRONICS INC
        0575 Integral Memroy Plc
        0576 Globalstar, Inc.
        0577 True Wearables, Inc.
        0578 Wellington Drive Technologies Ltd
        057A OMNI Remotes
        057B Duracell U.S. Operations Inc.
        057C Toor Technologies LLC
        057D Instinct Performance
        057E Beco, Inc
        057F Scuf Gaming International, LLC
        0581 LYS TECHNOLOGIES LTD
        0582 Breakwall Analytics, LLC
        0583 Code Blue Communications
        0584 Gira Giersiepen GmbH & Co. KG
        0585 Hearing Lab Technology
        0586 LEGRAND
        0587 Derichs GmbH
        0588 ALT-TEKNIK LLC
        0589 Star Technologies
        058A START TODAY CO.,LTD.
        058B Maxim Integrated Products
        058C Fracarro Radioindustrie SRL
        058D Jungheinrich Aktiengesellschaft
        058E Meta Platforms Technologies, LLC
        058F HENDON SEMICONDUCTORS PTY LTD
        0590 Pur3 Ltd
        0591 Viasat Group S.p.A.
        0592 IZITHERM
        0593 Spaulding Clinical Research
        0594 Kohler Company
        0595 Inor Process AB
        0596 My Smart Blinds
        0597 RadioPulse Inc
        0598 rapitag GmbH
        0599 Lazlo326, LLC.
        059A Teledyne Lecroy, Inc.
        059B Dataflow Systems Limited
        059C Macrogiga Electronics
        059D Tandem Diabetes Care
        059E Polycom, Inc.
        059F Fisher & Paykel Healthcare
        05A0 Dream Devices Technologies Oy
        05A1 Shanghai Xiaoyi Technology Co.,Ltd.
        05A2 ADHERIUM(NZ) LIMITED
        05A3 Axiomware Systems Incorporated
        05A4 O. E. M. Controls, Inc.
        05A5 Kiiroo BV
        05A6 Telecon Mobile Limited
        05A7 Sonos Inc
        05A8 Tom Allebrandi Consulting
        05A9 Monidor
        05AA Tramex Limited
        05AB Nofence AS
        05AC GoerTek Dynaudio Co., Ltd.
        05AD INIA
        05AE CARMATE MFG.CO.,LTD
        05AF OV LOOP, INC.
        05B0 NewTec GmbH
        05B1 Medallion Instrumentation Systems
        05B2 CAREL INDUSTRIES S.P.A.
        05B3 Parabit Systems, Inc.
        05B4 White Horse Scientific ltd
        05B5 verisilicon
        05B6 Elecs Industry Co.,Ltd.
        05B7 Beijing Pinecone Electronics Co.,Ltd.
        05B8 Ambystoma Labs Inc.
        05B9 Suzhou Pairlink Network Technology
        05BA igloohome
        05BB Oxford Metrics plc
        05BC Leviton Mfg. Co., Inc.
        05BD ULC Robotics Inc.
        05BF Real-World-Systems Corporation
        05C0 Nalu Medical, Inc.
        05C1 P.I.Engineering
        05C2 Grote Industries
        05C3 Runtime, Inc.
        05C4 Codecoup sp. z o.o. sp. k.
        05C5 SELVE GmbH & Co. KG
        05C7 Lippert Components, INC
        05C8 SOMFY SAS
        05C9 TBS Electronics B.V.
        05CA MHL Custom Inc
        05CB LucentWear LLC
        05CC WATTS ELECTRONICS
        05CD RJ Brands LLC
        05CE V-ZUG Ltd
        05CF Biowatch SA
        05D0 Anova Applied Electronics
        05D1 Lindab AB
        05D2 frogblue TECHNOLOGY GmbH
        05D3 Acurable Limited
        05D4 LAMPLIGHT Co., Ltd.
        05D5 TEGAM, Inc.
        05D6 Zhuhai Jieli technology Co.,Ltd
        05D7 modum.io AG
        05D8 Farm Jenny LLC
        05D9 Toyo Electronics Corporation
        05DA Applied Neural Research Corp
        05DB Avid Identification Systems, Inc.
        05DC Petronics Inc.
        05DD essentim GmbH
        05DE QT Medical INC.
        05DF VIRTUALCLINIC.DIRECT LIMITED
        05E0 Viper Design LLC
        05E1 Human, Incorporated
        05E2 stAPPtronics GmbH
        05E3 Elemental Machines, Inc.
        05E4 Taiyo Yuden Co., Ltd
        05E5 INEO ENERGY& SYSTEMS
        05E6 Motion Instruments Inc.
        05E7 PressurePro
        05E8 COWBOY
        05E9 iconmobile GmbH
        05EA ACS-Control-System GmbH
        05EB Bayerische Motoren Werke AG
        05EC Gycom Svenska AB
        05ED Fuji Xerox Co., Ltd
        05EF SIKOM AS
        05F0 beken
        05F1 The Linux Foundation
        05F2 Try and E CO.,LTD.
        05F3 SeeScan
        05F4 Clearity, LLC
        05F5 GS TAG
        05F6 DPTechnics
        05F7 TRACMO, INC.
        05F8 Anki Inc.
        05F9 Hagleitner Hygiene International GmbH
        05FA Konami Sports Life Co., Ltd.
        05FB Arblet Inc.
        05FC Masbando GmbH
        05FD Innoseis
        05FE Niko nv
        05FF Wellnomics Ltd
        0600 iRobot Corporation
        0601 Schrader Electronics
        0602 Geberit International AG
        0603 Fourth Evolution Inc
        0605 FMW electronic Futterer u. Maier-Wolf OHG
        0606 John Deere
        0607 Rookery Technology Ltd
        0608 KeySafe-Cloud
        0609 BUCHI Labortechnik AG
        060A IQAir AG
        060B Triax Technologies Inc
        060C Vuzix Corporation
        060D TDK Corporation
        060E Blueair AB
        060F Signify Netherlands B.V.
        0610 ADH GUARDIAN USA LLC
        0611 Beurer GmbH
        0612 Playfinity AS
        0613 Hans Dinslage GmbH
        0614 OnAsset Intelligence, Inc.
        0615 INTER ACTION Corporation
        0616 OS42 UG (haftungsbeschraenkt)
        0617 WIZCONNECTED COMPANY LIMITED
        0618 Audio-Technica Corporation
        0619 Six Guys Labs, s.r.o.
        061A R.W. Beckett Corporation
        061B silex technology, inc.
        061C Univations Limited
        061D SENS Innovation ApS
        061E Diamond Kinetics, Inc.
        061F Phrame Inc.
        0620 Forciot Oy
        0621 Noordung d.o.o.
        0622 Beam Labs, LLC
        0624 Biovotion AG
        0625 Square Panda, Inc.
        0626 Amplifico
        0627 WEG S.A.
        0628 Ensto Oy
        0629 PHONEPE PVT LTD
        062B MinebeaMitsumi Inc.
        062C ASPion GmbH
        062D Vossloh-Schwabe Deutschland GmbH
        062E Procept
        062F ONKYO Corporation
        0630 Asthrea D.O.O.
        0631 Fortiori Design LLC
        0632 Hugo Muller GmbH & Co KG
        0633 Wangi Lai PLT
        0634 Fanstel Corp
        0635 Crookwood
        0636 ELECTRONICA INTEGRAL DE SONIDO S.A.
        0637 GiP Innovation Tools GmbH
        0638 LX SOLUTIONS PTY LIMITED
        0639 Shenzhen Minew Technologies Co., Ltd.
        063A Prolojik Limited
        063B Kromek Group Plc
        063C Contec Medical Systems Co., Ltd.
        063D Xradio Technology Co.,Ltd.
        063E The Indoor Lab, LLC
        063F LDL TECHNOLOGY
        0640 Dish Network LLC
        0641 Revenue Collection Systems FRANCE SAS
        0642 Bluetrum Technology Co.,Ltd
        0643 makita corporation
        0644 Apogee Instruments
        0645 BM3
        0646 SGV Group Holding GmbH & Co. KG
        0647 MED-EL
        0648 Ultune Technologies
        0649 Ryeex Technology Co.,Ltd.
        064A Open Research Institute, Inc.
        064B Scale-Tec, Ltd
        064C Zumtobel Group AG
        064D iLOQ Oy
        064E KRUXWorks Technologies Private Limited
        064F Digital Matter Pty Ltd
        0650 Coravin, Inc.
        0651 Stasis Labs, Inc.
        0652 ITZ Innovations- und Technologiezentrum GmbH
        0653 Meggitt SA
        0654 Ledlenser GmbH & Co. KG
        0655 Renishaw PLC
        0656 ZhuHai AdvanPro Technology Company Limited
        0657 Meshtronix Limited
        0658 Payex Norge AS
        0659 UnSeen Technologies Oy
        065A Marshall Group AB
        065B Sesam Solutions BV
        065C PixArt Imaging Inc.
        065D Panduit Corp.
        065E Alo AB
        065F Ricoh Company Ltd
        0660 RTC Industries, Inc.
        0661 Mode Lighting Limited
        0662 Particle Industries, Inc.
        0663 Advanced Telemetry Systems, Inc.
        0664 RHA TECHNOLOGIES LTD
        0665 Pure International Limited
        0666 WTO Werkzeug-Einrichtungen GmbH
        0667 Spark Technology Labs Inc.
        0668 Bleb Technology srl
        0669 Livanova USA, Inc.
        066A Brady Worldwide Inc.
        066B DewertOkin GmbH
        066C Ztove ApS
        066D Venso EcoSolutions AB
        066E Eurotronik Kranj d.o.o.
        066F Hug Technology Ltd
        0670 Gema Switzerland GmbH
        0671 Buzz Products Ltd.
        0672 Kopi
        0673 Innova Ideas Limited
        0674 BeSpoon
        0676 Expai Solutions Private Limited
        0677 Innovation First, Inc.
        0678 SABIK Offshore GmbH
        0679 4iiii Innovations Inc.
        067A The Energy Conservatory, Inc.
        067B I.FARM, INC.
        067C Tile, Inc.
        067D Form Athletica Inc.
        067F NETGRID S.N.C. DI BISSOLI MATTEO, CAMPOREALE SIMONE, TOGNETTI FEDERICO
        0680 Mannkind Corporation
        0681 Trade FIDES a.s.
        0682 Photron Limited
        0683 Eltako GmbH
        0684 Dermalapps, LLC
        0685 Greenwald Industries
        0686 inQs Co., Ltd.
        0687 Cherry GmbH
        0688 Amsted Digital Solutions Inc.
        0689 Tacx b.v.
        068A Raytac Corporation
        068B Jiangsu Teranovo Tech Co., Ltd.
        068E Razer Inc.
        068F JRM Group Limited
        0690 Eccrine Systems, Inc.
        0691 Curie Point AB
        0692 Georg Fischer AG
        0693 Hach - Danaher
        0694 T&A Laboratories LLC
        0695 Koki Holdings Co., Ltd.
        0696 Gunakar Private Limited
        0697 Stemco Products Inc
        0698 Wood IT Security, LLC
        0699 RandomLab SAS
        069A Adero, Inc.
        069B Dragonchip Limited
        069C Noomi AB
        069E Delta Electronics, Inc.
        069F FlowMotion Technologies AS
        06A0 OBIQ Location Technology Inc.
        06A1 Cardo Systems, Ltd
        06A2 Globalworx GmbH
        06A3 Nymbus, LLC
        06A4 LIMNO Co. Ltd.
        06A5 TEKZITEL PTY LTD
        06A6 Roambee Corporation
        06A7 Chipsea Technologies (ShenZhen) Corp.
        06A8 GD Midea Air-Conditioning Equipment Co., Ltd.
        06A9 Soundmax Electronics Limited
        06AA Produal Oy
        06AB HMS Industrial Networks AB
        06AC Ingchips Technology Co., Ltd.
        06AD InnovaSea Systems Inc.
        06AE SenseQ Inc.
        06AF Shoof Technologies
        06B0 BRK Brands, Inc.
        06B1 SimpliSafe, Inc.
        06B2 Tussock Innovation 2013 Limited
        06B4 Sencilion Oy
        06B5 Wabilogic Ltd.
        06B6 Sociometric Solutions, Inc.
        06B7 iCOGNIZE GmbH
        06B8 ShadeCraft, Inc
        06B9 Beflex Inc.
        06BA Beaconzone Ltd
        06BB Leaftronix Analogic Solutions Private Limited
        06BC TWS Srl
        06BD ABB Oy
        06BE HitSeed Oy
        06C0 CAME S.p.A.
        06C1 Alarm.com Holdings, Inc
        06C2 Measurlogic Inc.
        06C3 King I Electronics.Co.,Ltd
        06C4 Dream Labs GmbH
        06C5 Urban Compass, Inc
        06C6 Simm Tronic Limited
        06C7 Somatix Inc
        06C8 Storz & Bickel GmbH & Co. KG
        06C9 MYLAPS B.V.
        06CA Shenzhen Zhongguang Infotech Technology Development Co., Ltd
        06CB Dyeware, LLC
        06CC Dongguan SmartAction Technology Co.,Ltd.
        06CD DIG Corporation
        06CE FIOR & GENTZ
        06D0 Etekcity Corporation
        06D1 Meyer Sound Laboratories, Incorporated
        06D2 CeoTronics AG
        06D4 DYNAKODE TECHNOLOGY PRIVATE LIMITED
        06D5 Sensirion AG
        06D6 JCT Healthcare Pty Ltd
        06D7 FUBA Automotive Electronics GmbH
        06D8 AW Company
        06D9 Shanghai Mountain View Silicon Co.,Ltd.
        06DA Zliide Technologies ApS
        06DB Automatic Labs, Inc.
        06DC Industrial Network Controls, LLC
        06DD Intellithings Ltd.
        06DE Navcast, Inc.
        06DF HLI Solutions Inc.
        06E0 Avaya Inc.
        06E1 Milestone AV Technologies LLC
        06E2 Alango Technologies Ltd
        06E3 Spinlock Ltd
        06E4 Aluna
        06E5 OPTEX CO.,LTD.
        06E6 NIHON DENGYO KOUSAKU
        06E7 VELUX A/S
        06E8 Almendo Technologies GmbH
        06E9 Zmartfun Electronics, Inc.
        06EA SafeLine Sweden AB
        06EB Houston Radar LLC
        06EC Sigur
        06ED J Neades Ltd
        06EF ALCARE Co., Ltd.
        06F0 Chargy Technologies, SL
        06F1 Shibutani Co., Ltd.
        06F2 Trapper Data AB
        06F3 Alfred International Inc.
        06F4 Touché Technology Ltd
        06F5 Vigil Technologies Inc.
        06F6 Vitulo Plus BV
        06F7 WILKA Schliesstechnik GmbH
        06F8 BodyPlus Technology Co.,Ltd
        06F9 happybrush GmbH
        06FA Enequi AB
        06FB Sartorius AG
        06FC Tom Communication Industrial Co.,Ltd.
        06FD ESS Embedded System Solutions Inc.
        06FE Mahr GmbH
        06FF Redpine Signals Inc
        0700 TraqFreq LLC
        0701 PAFERS TECH
        0702 Akciju sabiedriba "SAF TEHNIKA"
        0703 Beijing Jingdong Century Trading Co., Ltd.
        0704 JBX Designs Inc.
        0705 AB Electrolux
        0706 Wernher von Braun Center for ASdvanced Research
        0707 Essity Hygiene and Health Aktiebolag
        0708 Be Interactive Co., Ltd
        0709 Carewear Corp.
        070A Huf Hülsbeck & Fürst GmbH & Co. KG
        070B Element Products, Inc.
        070C Beijing Winner Microelectronics Co.,Ltd
        070D SmartSnugg Pty Ltd
        070E FiveCo Sarl
        070F California Things Inc.
        0710 Audiodo AB
        0711 ABAX AS
        0712 Bull Group Company Limited
        0713 Respiri Limited
        0714 MindPeace Safety LLC
        0715 MBARC LABS Inc
        0716 Altonics
        0718 IDIBAIX enginneering
        0719 COREIOT PTY LTD
        071A REVSMART WEARABLE HK CO LTD
        071B Precor
        071C F5 Sports, Inc
        071D exoTIC Systems
        071E DONGGUAN HELE ELECTRONICS CO., LTD
        071F Dongguan Liesheng Electronic Co.Ltd
        0720 Oculeve, Inc.
        0721 Clover Network, Inc.
        0722 Xiamen Eholder Electronics Co.Ltd
        0723 Ford Motor Company
        0724 Guangzhou SuperSound Information Technology Co.,Ltd
        0725 Tedee Sp. z o.o.
        0726 PHC Corporation
        0728 Eli Lilly and Company
        0729 SwaraLink Technologies
        072A JMR embedded systems GmbH
        072B Bitkey Inc.
        072C GWA Hygiene GmbH
        072D Safera Oy
        072E Open Platform Systems LLC
        072F OnePlus Electronics (Shenzhen) Co., Ltd.
        0730 Wildlife Acoustics, Inc.
        0731 ABLIC Inc.
        0732 Dairy Tech, LLC
        0733 Iguanavation, Inc.
        0734 DiUS Computing Pty Ltd
        0735 UpRight Technologies LTD
        0736 Luna XIO, Inc.
        0737 LLC Navitek
        0738 Glass Security Pte Ltd
        0739 Jiangsu Qinheng Co., Ltd.
        073A Chandler Systems Inc.
        073B Fantini Cosmi s.p.a.
        073D Beijing Hao Heng Tian Tech Co., Ltd.
        073E Bluepack S.R.L.
        073F Beijing Unisoc Technologies Co., Ltd.
        0741 MAC SRL
        0742 DML LLC
        0743 Sanofi
        0744 SOCOMEC
        0745 WIZNOVA, Inc.
        0746 Seitec Elektronik GmbH
        0747 OR Technologies Pty Ltd
        0748 GuangZhou KuGou Computer Technology Co.Ltd
        0749 DIAODIAO (Beijing) Technology Co., Ltd.
        074A Illusory Studios LLC
        074B Sarvavid Software Solutions LLP
        074D Amtech Systems, LLC
        074E EAGLE DETECTION SA
        074F MEDIATECH S.R.L.
        0750 Hamilton Professional Services of Canada Incorporated
        0751 Changsha JEMO IC Design Co.,Ltd
        0752 Elatec GmbH
        0753 JLG Industries, Inc.
        0754 Michael Parkin
        0755 Brother Industries, Ltd
        0756 Lumens For Less, Inc
        0757 ELA Innovation
        0758 umanSense AB
        0759 Shanghai InGeek Cyber Security Co., Ltd.
        075A HARMAN CO.,LTD.
        075B Smart Sensor Devices AB
        075C Antitronics Inc.
        075D RHOMBUS SYSTEMS, INC.
        075E Katerra Inc.
        075F Remote Solution Co., LTD.
        0760 Vimar SpA
        0761 Mantis Tech LLC
        0762 TerOpta Ltd
        0763 PIKOLIN S.L.
        0764 WWZN Information Technology Company Limited
        0765 Voxx International
        0766 ART AND PROGRAM, INC.
        0767 NITTO DENKO ASIA TECHNICAL CENTRE PTE. LTD.
        0768 Peloton Interactive Inc.
        0769 Force Impact Technologies
        076A Dmac Mobile Developments, LLC
        076B Engineered Medical Technologies
        076C Noodle Technology inc
        076D Graesslin GmbH
        076E WuQi technologies, Inc.
        076F Successful Endeavours Pty Ltd
        0770 InnoCon Medical ApS
        0771 Corvex Connected Safety
        0772 Thirdwayv Inc.
        0773 Echoflex Solutions Inc.
        0774 C-MAX Asia Limited
        0775 4eBusiness GmbH
        0776 Cyber Transport Control GmbH
        0777 Cue
        0778 KOAMTAC INC.
        0779 Loopshore Oy
        077A Niruha Systems Private Limited
        077C radius co., ltd.
        077D Sensority, s.r.o.
        077E Sparkage Inc.
        077F Glenview Software Corporation
        0780 Finch Technologies Ltd.
        0781 Qingping Technology (Beijing) Co., Ltd.
        0782 DeviceDrive AS
        0783 ESEMBER LIMITED LIABILITY COMPANY
        0784 audifon GmbH & Co. KG
        0785 O2 Micro, Inc.
        0786 HLP Controls Pty Limited
        0788 BubblyNet, LLC
        0789 PCB Piezotronics, Inc.
        078A The Wildflower Foundation
        078B Optikam Tech Inc.
        078C MINIBREW HOLDING B.V
        078D Cybex GmbH
        078E FUJIMIC NIIGATA, INC.
        078F Hanna Instruments, Inc.
        0790 KOMPAN A/S
        0791 Scosche Industries, Inc.
        0792 Cricut, Inc.
        0793 AEV spol. s r.o.
        0794 The Coca-Cola Company
        0795 GASTEC CORPORATION
        0796 StarLeaf Ltd
        0797 Water-i.d. GmbH
        0798 HoloKit, Inc.
        0799 PlantChoir Inc.
        079A GuangDong Oppo Mobile Telecommunications Corp., Ltd.
        079B CST ELECTRONICS (PROPRIETARY) LIMITED
        079C Sky UK Limited
        079D Digibale Pty Ltd
        079E Smartloxx GmbH
        079F Pune Scientific LLP
        07A0 Regent Beleuchtungskorper AG
        07A1 Apollo Neuroscience, Inc.
        07A2 Roku, Inc.
        07A4 Xiamen Mage Information Technology Co., Ltd.
        07A5 RAB Lighting, Inc.
        07A6 Musen Connect, Inc.
        07A7 Zume, Inc.
        07A8 conbee GmbH
        07A9 Bruel & Kjaer Sound & Vibration
        07AA The Kroger Co.
        07AB Granite River Solutions, Inc.
        07AC LoupeDeck Oy
        07AD New H3C Technologies Co.,Ltd
        07AE Aurea Solucoes Tecnologicas Ltda.
        07AF Hong Kong Bouffalo Lab Limited
        07B0 GV Concepts Inc.
        07B1 Thomas Dynamics, LLC
        07B2 Moeco IOT Inc.
        07B3 2N TELEKOMUNIKACE a.s.
        07B4 Hormann KG Antriebstechnik
        07B5 CRONO CHIP, S.L.
        07B6 Soundbrenner Limited
        07B7 ETABLISSEMENTS GEORGES RENAULT
        07B8 iSwip
        07B9 Epona Biotec Limited
        07BA Battery-Biz Inc.
        07BB EPIC S.R.L.
        07BC KD CIRCUITS LLC
        07BD Genedrive Diagnostics Ltd
        07BE Axentia Technologies AB
        07BF REGULA Ltd.
        07C0 Biral AG
        07C2 Radinn AB
        07C3 CIMTechniques, Inc.
        07C4 Johnson Health Tech NA
        07C5 June Life, Inc.
        07C6 Bluenetics GmbH
        07C7 iaconicDesign Inc.
        07C8 WRLDS Creations AB
        07C9 Skullcandy, Inc.
        07CA Modul-System HH AB
        07CB West Pharmaceutical Services, Inc.
        07CC Barnacle Systems Inc.
        07CD Smart Wave Technologies Canada Inc
        07CE Shanghai Top-Chip Microelectronics Tech. Co., LTD
        07CF NeoSensory, Inc.
        07D0 Hangzhou Tuya Information  Technology Co., Ltd
        07D1 Shanghai Panchip Microelectronics Co., Ltd
        07D2 React Accessibility Limited
        07D3 LIVNEX Co.,Ltd.
        07D4 Kano Computing Limited
        07D5 hoots classic GmbH
        07D6 ecobee Inc.
        07D7 Nanjing Qinheng Microelectronics Co., Ltd
        07D8 SOLUTIONS AMBRA INC.
        07D9 Micro-Design, Inc.
        07DA STARLITE Co., Ltd.
        07DB Remedee Labs
        07DC ThingOS GmbH & Co KG
        07DD Linear Circuits
        07DE Unlimited Engineering SL
        07DF Snap-on Incorporated
        07E0 Edifier International Limited
        07E1 Lucie Labs
        07E2 Alfred Kaercher SE & Co. KG
        07E3 Airoha Technology Corp.
        07E4 Geeksme S.L.
        07E5 Minut, Inc.
        07E6 Waybeyond Limited
        07E7 Komfort IQ, Inc.
        07E8 Packetcraft, Inc.
        07E9 Häfele GmbH & Co KG
        07EA ShapeLog, Inc.
        07EB NOVABASE S.R.L.
        07EC Frecce LLC
        07ED Joule IQ, INC.
        07EE KidzTek LLC
        07EF Aktiebolaget Sandvik Coromant
        07F0 e-moola.com Pty Ltd
        07F1 Zimi Innovations Pty Ltd
        07F2 SERENE GROUP, INC
        07F3 DIGISINE ENERGYTECH CO. LTD.
        07F4 MEDIRLAB Orvosbiologiai Fejleszto Korlatolt Felelossegu Tarsasag
        07F5 Byton North America Corporation
        07F6 Shenzhen TonliScience and Technology Development Co.,Ltd
        07F7 Cesar Systems Ltd.
        07F8 quip NYC Inc.
        07F9 Direct Communication Solutions, Inc.
        07FA Klipsch Group, Inc.
        07FB Access Co., Ltd
        07FC Renault SA
        07FD JSK CO., LTD.
        07FE BIROTA
        07FF maxon motor ltd.
        0800 Optek
        0801 CRONUS ELECTRONICS LTD
        0802 NantSound, Inc.
        0803 Domintell s.a.
        0804 Andon Health Co.,Ltd
        0805 Urbanminded Ltd
        0806 TYRI Sweden AB
        0807 ECD Electronic Components GmbH Dresden
        0808 SISTEMAS KERN, SOCIEDAD ANÓMINA
        0809 Trulli Audio
        080A Altaneos
        080B Nanoleaf Canada Limited
        080C Ingy B.V.
        080D Azbil Co.
        080E TATTCOM LLC
        080F Paradox Engineering SA
        0810 LECO Corporation
        0811 Becker Antriebe GmbH
        0812 Mstream Technologies., Inc.
        0813 Flextronics International USA Inc.
        0814 Ossur hf.
        0815 SKC Inc
        0816 SPICA SYSTEMS LLC
        0817 Wangs Alliance Corporation
        0818 tatwah SA
        0819 Hunter Douglas Inc
        081A Shenzhen Conex
        081B DIM3
        081C Bobrick Washroom Equipment, Inc.
        081D Potrykus Holdings and Development LLC
        081E iNFORM Technology GmbH
        081F eSenseLab LTD
        0820 Brilliant Home Technology, Inc.
        0821 INOVA Geophysical, Inc.
        0822 adafruit industries
        0823 Nexite Ltd
        0824 8Power Limited
        0825 CME PTE. LTD.
        0826 Hyundai Motor Company
        0827 Kickmaker
        0828 Shanghai Suisheng Information Technology Co., Ltd.
        0829 HEXAGON METROLOGY DIVISION ROMER
        082A Mitutoyo Corporation
        082B shenzhen fitcare electronics Co.,Ltd
        082C INGICS TECHNOLOGY CO., LTD.
        082D INCUS PERFORMANCE LTD.
        082E ABB S.p.A.
        082F Blippit AB
        0831 Foxble, LLC
        0832 Intermotive,Inc.
        0833 Conneqtech B.V.
        0834 RIKEN KEIKI CO., LTD.,
        0835 Canopy Growth Corporation
        0836 Bitwards Oy
        0837 vivo Mobile Communication Co., Ltd.
        0838 Etymotic Research, Inc.
        0839 A puissance 3
        083A BPW Bergische Achsen Kommanditgesellschaft
        083B Piaggio Fast Forward
        083C BeerTech LTD
        083D Tokenize, Inc.
        083E Zorachka LTD
        083F D-Link Corp.
        0840 Down Range Systems LLC
        0841 General Luminaire (Shanghai) Co., Ltd.
        0842 Tangshan HongJia electronic technology co., LTD.
        0843 FRAGRANCE DELIVERY TECHNOLOGIES LTD
        0844 Pepperl + Fuchs GmbH
        0845 Dometic Corporation
        0846 USound GmbH
        0847 DNANUDGE LIMITED
        0848 JUJU JOINTS CANADA CORP.
        0849 Dopple Technologies B.V.
        084A ARCOM
        084B Biotechware SRL
        084C ORSO Inc.
        084D SafePort
        084E Carol Cole Company
        084F Embedded Fitness B.V.
        0850 Yealink (Xiamen) Network Technology Co.,LTD
        0851 Subeca, Inc.
        0852 Cognosos, Inc.
        0853 Pektron Group Limited
        0854 Tap Sound System
        0855 Helios Sports, Inc.
        0856 Canopy Growth Corporation
        0857 Parsyl Inc
        0858 SOUNDBOKS
        0859 BlueUp
        085A DAKATECH
        085B Nisshinbo Micro Devices Inc.
        085C ACOS CO.,LTD.
        085D Guilin Zhishen Information Technology Co.,Ltd.
        085E Krog Systems LLC
        0860 Alflex Products B.V.
        0861 SmartSensor Labs Ltd
        0862 SmartDrive
        0863 Yo-tronics Technology Co., Ltd.
        0864 Rafaelmicro
        0865 Emergency Lighting Products Limited
        0866 LAONZ Co.,Ltd
        0867 Western Digital Techologies, Inc.
        0868 WIOsense GmbH & Co. KG
        0869 EVVA Sicherheitstechnologie GmbH
        086A Odic Incorporated
        086B Pacific Track, LLC
        086C Revvo Technologies, Inc.
        086D Biometrika d.o.o.
        086E Vorwerk Elektrowerke GmbH & Co. KG
        086F Trackunit A/S
        0870 Wyze Labs, Inc
        0871 Dension Elektronikai Kft.
        0872 11 Health & Technologies Limited
        0873 Innophase Incorporated
        0874 Treegreen Limited
        0875 Berner International LLC
        0876 SmartResQ ApS
        0877 Valtech
        0878 The Chamberlain Group, Inc.
        0879 MIZUNO Corporation
        087A ZRF, LLC
        087B BYSTAMP
        087C Crosscan GmbH
        087D Konftel AB
        087E 1bar.net Limited
        087F Phillips Connect Technologies LLC
        0880 imagiLabs AB
        0881 Optalert
        0882 PSYONIC, Inc.
        0883 Wintersteiger AG
        0884 Controlid Industria, Comercio de Hardware e Servicos de Tecnologia Ltda
        0886 Movella Technologies B.V.
        0887 Hydro-Gear Limited Partnership
        0888 EnPointe Fencing Pty Ltd
        0889 XANTHIO
        088A sclak s.r.l.
        088B Tricorder Arraay Technologies LLC
        088C GB Solution co.,Ltd
        088D Soliton Systems K.K.
        088F Tait International Limited
        0890 NICHIEI INTEC CO., LTD.
        0891 SmartWireless GmbH & Co. KG
        0892 Ingenieurbuero Birnfeld UG (haftungsbeschraenkt)
        0893 Maytronics Ltd
        0894 EPIFIT
        0895 Gimer medical
        0896 Nokian Renkaat Oyj
        0897 Current Lighting Solutions LLC
        0898 Sensibo, Inc.
        0899 SFS unimarket AG
        089A Private limited company "Teltonika"
        089B Saucon Technologies
        089C Embedded Devices Co. Company
        089D J-J.A.D.E. Enterprise LLC
        089E i-SENS, inc.
        089F Witschi Electronic Ltd
        08A0 Aclara Technologies LLC
        08A1 EXEO TECH CORPORATION
        08A2 Epic Systems Co., Ltd.
        08A3 Hoffmann SE
        08A4 Realme Chongqing Mobile Telecommunications Corp., Ltd.
        08A6 Intelligenceworks Inc.
        08A7 TGR 1.618 Limited
        08A8 Shanghai Kfcube Inc
        08A9 Fraunhofer IIS
        08AA SZ DJI TECHNOLOGY CO.,LTD
        08AB Coburn Technology, LLC
        08AC Topre Corporation
        08AD Kayamatics Limited
        08AE Moticon ReGo AG
        08AF Polidea Sp. z o.o.
        08B0 Trivedi Advanced Technologies LLC
        08B1 CORE|vision BV
        08B2 PF SCHWEISSTECHNOLOGIE GMBH
        08B3 IONIQ Skincare GmbH & Co. KG
        08B4 Sengled Co., Ltd.
        08B5 TransferFi
        08B6 Boehringer Ingelheim Vetmedica GmbH
        08B7 ABB Inc
        08B8 Check Technology Solutions LLC
        08B9 U-Shin Ltd.
        08BA HYPER ICE, INC.
        08BB Tokai-rika co.,ltd.
        08BC Prevayl Limited
        08BD bf1systems limited
        08BE ubisys technologies GmbH
        08BF SIRC Co., Ltd.
        08C0 Accent Advanced Systems SLU
        08C1 Rayden.Earth LTD
        08C2 Lindinvent AB
        08C3 CHIPOLO d.o.o.
        08C5 J. Wagner GmbH
        08C6 Integra Optics Inc
        08C7 Monadnock Systems Ltd.
        08C8 Liteboxer Technologies Inc.
        08C9 Noventa AG
        08CA Nubia Technology Co.,Ltd.
        08CB JT INNOVATIONS LIMITED
        08CC TGM TECHNOLOGY CO., LTD.
        08CD ifly
        08CE ZIMI CORPORATION
        08CF betternotstealmybike UG (with limited liability)
        08D0 ESTOM Infotech Kft.
        08D1 Sensovium Inc.
        08D2 Virscient Limited
        08D3 Novel Bits, LLC
        08D4 ADATA Technology Co., LTD.
        08D5 KEYes
        08D7 Inovonics Corp
        08D8 WARES
        08D9 Pointr Labs Limited
        08DA Miridia Technology Incorporated
        08DB Tertium Technology
        08DC SHENZHEN AUKEY E BUSINESS CO., LTD
        08DD code-Q
        08DE TE Connectivity Corporation
        08DF IRIS OHYAMA CO.,LTD.
        08E0 Philia Technology
        08E1 KOZO KEIKAKU ENGINEERING Inc.
        08E2 Shenzhen Simo Technology co. LTD
        08E3 Republic Wireless, Inc.
        08E4 Rashidov ltd
        08E5 Crowd Connected Ltd
        08E6 Eneso Tecnologia de Adaptacion S.L.
        08E7 Barrot Technology Co.,Ltd.
        08E8 Naonext
        08E9 Taiwan Intelligent Home Corp.
        08EA COWBELL ENGINEERING CO.,LTD.
        08EB Beijing Big Moment Technology Co., Ltd.
        08EC Denso Corporation
        08ED IMI Hydronic Engineering International SA
        08EE Askey Computer Corp.
        08EF Cumulus Digital Systems, Inc
        08F0 Joovv, Inc.
        08F1 The L.S. Starrett Company
        08F2 Microoled
        08F3 PSP - Pauli Services & Products GmbH
        08F4 Kodimo Technologies Company Limited
        08F5 Tymtix Technologies Private Limited
        08F6 Dermal Photonics Corporation
        08F7 MTD Products Inc & Affiliates
        08F8 instagrid GmbH
        08F9 Spacelabs Medical Inc.
        08FA Troo Corporation
        08FB Darkglass Electronics Oy
        08FC Hill-Rom
        08FD BioIntelliSense, Inc.
        08FE Ketronixs Sdn Bhd
        08FF Plastimold Products, Inc
        0900 Beijing Zizai Technology Co., LTD.
        0901 Lucimed
        0902 TSC Auto-ID Technology Co., Ltd.
        0903 DATAMARS, Inc.
        0904 SUNCORPORATION
        0905 Yandex Services AG
        0906 Scope Logistical Solutions
        0907 User Hello, LLC
        0908 Pinpoint Innovations Limited
        0909 70mai Co.,Ltd.
        090A Zhuhai Hoksi Technology CO.,LTD
        090B EMBR labs, INC
        090C Radiawave Technologies Co.,Ltd.
        090D IOT Invent GmbH
        090E OPTIMUSIOT TECH LLP
        090F VC Inc.
        0910 ASR Microelectronics (Shanghai) Co., Ltd.
        0911 Douglas Lighting Controls Inc.
        0912 Nerbio Medical Software Platforms Inc
        0913 Braveheart Wireless, Inc.
        0914 INEO-SENSE
        0915 Honda Motor Co., Ltd.
        0916 Ambient Sensors LLC
        0917 ASR Microelectronics(ShenZhen)Co., Ltd.
        0918 Technosphere Labs Pvt. Ltd.
        0919 NO SMD LIMITED
        091A Albertronic BV
        091B Luminostics, Inc.
        091C Oblamatik AG
        091D Innokind, Inc.
        091E Melbot Studios, Sociedad Limitada
        091F Myzee Technology
        0921 KAHA PTE. LTD.
        0922 Shanghai MXCHIP Information Technology Co., Ltd.
        0923 JSB TECH PTE LTD
        0924 Fundacion Tecnalia Research and Innovation
        0925 Yukai Engineering Inc.
        0926 Gooligum Technologies Pty Ltd
        0927 ROOQ GmbH
        0928 AiRISTA
        0929 Qingdao Haier Technology Co., Ltd.
        092A Sappl Verwaltungs- und Betriebs GmbH
        092B TekHome
        092C PCI Private Limited
        092D Leggett & Platt, Incorporated
        092E PS GmbH
        092F C.O.B.O. SpA
        0930 James Walker RotaBolt Limited
        0931 BREATHINGS Co., Ltd.
        0932 BarVision, LLC
        0933 SRAM
        0934 KiteSpring Inc.
        0935 Reconnect, Inc.
        0936 Elekon AG
        0937 RealThingks GmbH
        0938 Henway Technologies, LTD.
        0939 ASTEM Co.,Ltd.
        093A LinkedSemi Microelectronics (Xiamen) Co., Ltd
        093B ENSESO LLC
        093C Xenoma Inc.
        093D Adolf Wuerth GmbH & Co KG
        093E Catalyft Labs, Inc.
        093F JEPICO Corporation
        0940 Hero Workout GmbH
        0941 Rivian Automotive, LLC
        0942 TRANSSION HOLDINGS LIMITED
        0944 Agitron d.o.o.
        0945 Globe (Jiangsu) Co., Ltd
        0946 AMC International Alfa Metalcraft Corporation AG
        0947 First Light Technologies Ltd.
        0948 Wearable Link Limited
        0949 Metronom Health Europe
        094A Zwift, Inc.
        094B Kindeva Drug Delivery L.P.
        094C GimmiSys GmbH
        094D tkLABS INC.
        094E PassiveBolt, Inc.
        094F Limited Liability Company "Mikrotikls"
        0950 Capetech
        0951 PPRS
        0952 Apptricity Corporation
        0953 LogiLube, LLC
        0954 Julbo
        0955 Breville Group
        0956 Kerlink
        0957 Ohsung Electronics
        0958 ZTE Corporation
        0959 HerdDogg, Inc
        095B Lismore Instruments Limited
        095C LogiLube, LLC
        095D Electronic Theatre Controls
        095E BioEchoNet inc.
        095F NUANCE HEARING LTD
        0960 Sena Technologies Inc.
        0961 Linkura AB
        0962 GL Solutions K.K.
        0963 Moonbird BV
        0964 Countrymate Technology Limited
        0965 Asahi Kasei Corporation
        0966 PointGuard, LLC
        0967 Neo Materials and Consulting Inc.
        0968 Actev Motors, Inc.
        0969 Woan Technology (Shenzhen) Co., Ltd.
        096A dricos, Inc.
        096B Guide ID B.V.
        096C 9374-7319 Quebec inc
        096D Gunwerks, LLC
        096E Band Industries, inc.
        096F Lund Motion Products, Inc.
        0970 IBA Dosimetry GmbH
        0971 GA
        0972 Closed Joint Stock Company "Zavod Flometr" ("Zavod Flometr" CJSC)
        0973 Popit Oy
        0974 ABEYE
        0975 BlueIOT(Beijing) Technology Co.,Ltd
        0976 Fauna Audio GmbH
        0977 TOYOTA motor corporation
        0978 ZifferEins GmbH & Co. KG
        0979 BIOTRONIK SE & Co. KG
        097A CORE CORPORATION
        097B CTEK Sweden AB
        097C Thorley Industries, LLC
        097D CLB B.V.
        097E SonicSensory Inc
        097F ISEMAR S.R.L.
        0980 DEKRA TESTING AND CERTIFICATION, S.A.U.
        0981 Bernard Krone Holding SE & Co.KG
        0982 ELPRO-BUCHS AG
        0983 Feedback Sports LLC
        0984 TeraTron GmbH
        0985 Lumos Health Inc.
        0986 Cello Hill, LLC
        0987 TSE BRAKES, INC.
        0988 BHM-Tech Produktionsgesellschaft m.b.H
        0989 WIKA Alexander Wiegand SE & Co.KG
        098A Biovigil
        098B Mequonic Engineering, S.L.
        098C bGrid B.V.
        098E ADVEEZ
        098F Aktiebolaget Regin
        0990 Anton Paar GmbH
        0991 Telenor ASA
        0992 Big Kaiser Precision Tooling Ltd
        0993 Absolute Audio Labs B.V.
        0994 VT42 Pty Ltd
        0995 Bronkhorst High-Tech B.V.
        0996 C. & E. Fein GmbH
        0997 NextMind
        0998 Pixie Dust Technologies, Inc.
        0999 eTactica ehf
        099A New Audio LLC
        099B Sendum Wireless Corporation
        099C deister electronic GmbH
        099D YKK AP Inc.
        099E Step One Limited
        099F Koya Medical, Inc.
        09A0 Proof Diagnostics, Inc.
        09A1 VOS Systems, LLC
        09A2 ENGAGENOW DATA SCIENCES PRIVATE LIMITED
        09A3 ARDUINO SA
        09A4 KUMHO ELECTRICS, INC
        09A5 Security Enhancement Systems, LLC
        09A6 BEIJING ELECTRIC VEHICLE CO.,LTD
        09A7 Paybuddy ApS
        09A8 KHN Solutions LLC
        09A9 Nippon Ceramic Co.,Ltd.
        09AA PHOTODYNAMIC INCORPORATED
        09AB DashLogic, Inc.
        09AC Ambiq
        09AD Narhwall Inc.
        09AE Pozyx NV
        09AF ifLink Open Community
        09B0 Deublin Company, LLC
        09B1 BLINQY
        09B2 DYPHI
        09B3 BlueX Microelectronics Corp Ltd.
        09B4 PentaLock Aps.
        09B5 AUTEC Gesellschaft fuer Automationstechnik mbH
        09B6 Pegasus Technologies, Inc.
        09B7 Bout Labs, LLC
        09B8 PlayerData Limited
        09B9 SAVOY ELECTRONIC LIGHTING
        09BA Elimo Engineering Ltd
        09BB SkyStream Corporation
        09BC Aerosens LLC
        09BD Centre Suisse d'Electronique et de Microtechnique SA
        09BE Vessel Ltd.
        09BF Span.IO, Inc.
        09C0 AnotherBrain inc.
        09C1 Rosewill
        09C2 Universal Audio, Inc.
        09C3 JAPAN TOBACCO INC.
        09C4 UVISIO
        09C5 HungYi Microelectronics Co.,Ltd.
        09C6 Honor Device Co., Ltd.
        09C7 Combustion, LLC
        09C8 XUNTONG
        09C9 CrowdGlow Ltd
        09CA Mobitrace
        09CB Hx Engineering, LLC
        09CC Senso4s d.o.o.
        09CE Julius Blum GmbH
        09CF BlueStreak IoT, LLC
        09D0 Chess Wise B.V.
        09D1 ABLEPAY TECHNOLOGIES AS
        09D2 Temperature Sensitive Solutions Systems Sweden AB
        09D4 ORBIS Inc.
        09D5 GEAR RADIO ELECTRONICS CORP.
        09D6 EAR TEKNIK ISITME VE ODIOMETRI CIHAZLARI SANAYI VE TICARET ANONIM SIRKETI
        09D7 Coyotta
        09D8 Synergy Tecnologia em Sistemas Ltda
        09D9 VivoSensMedical GmbH
        09DA Nagravision SA
        09DB Bionic Avionics Inc.
        09DC AON2 Ltd.
        09DD Innoware Development AB
        09DE JLD Technology Solutions, LLC
        09DF Magnus Technology Sdn Bhd
        09E1 Tag-N-Trac Inc
        09E2 Wuhan Linptech Co.,Ltd.
        09E3 Friday Home Aps
        09E4 CPS AS
        09E5 Mobilogix
        09E6 Masonite Corporation
        09E7 Kabushikigaisha HANERON
        09E8 Melange Systems Pvt. Ltd.
        09E9 LumenRadio AB
        09EA Athlos Oy
        09EB KEAN ELECTRONICS PTY LTD
        09EC Yukon advanced optics worldwide, UAB
        09ED Sibel Inc.
        09EE OJMAR SA
        09EF Steinel Solutions AG
        09F0 WatchGas B.V.
        09F1 OM Digital Solutions Corporation
        09F2 Audeara Pty Ltd
        09F3 Beijing Zero Zero Infinity Technology Co.,Ltd.
        09F4 Spectrum Technologies, Inc.
        09F5 OKI Electric Industry Co., Ltd
        09F6 Mobile Action Technology Inc.
        09F7 SENSATEC Co., Ltd.
        09F8 R.O. S.R.L.
        09F9 Hangzhou Yaguan Technology Co. LTD
        09FA Listen Technologies Corporation
        09FB TOITU CO., LTD.
        09FC Confidex
        09FD Keep Technologies, Inc.
        09FE Lichtvision Engineering GmbH
        09FF AIRSTAR
        0A00 Ampler Bikes OU
        0A01 Cleveron AS
        0A02 Ayxon-Dynamics GmbH
        0A03 donutrobotics Co., Ltd.
        0A04 Flosonics Medical
        0A05 Southwire Company, LLC
        0A06 Shanghai wuqi microelectronics Co.,Ltd
        0A07 Reflow Pty Ltd
        0A08 Oras Oy
        0A0A Volan Technology Inc.
        0A0B SIANA Systems
        0A0C Shanghai Yidian Intelligent Technology Co., Ltd.
        0A0D Blue Peacock GmbH
        0A0E Roland Corporation
        0A0F LIXIL Corporation
        0A10 SUBARU Corporation
        0A11 Sensolus
        0A12 Dyson Technology Limited
        0A13 Tec4med LifeScience GmbH
        0A14 CROXEL, INC.
        0A15 Syng Inc
        0A16 RIDE VISION LTD
        0A17 Plume Design Inc
        0A18 Cambridge Animal Technologies Ltd
        0A19 Maxell, Ltd.
        0A1A Link Labs, Inc.
        0A1B Embrava Pty Ltd
        0A1C INPEAK S.C.
        0A1D API-K
        0A1E CombiQ AB
        0A1F DeVilbiss Healthcare LLC
        0A20 Jiangxi Innotech Technology Co., Ltd
        0A21 Apollogic Sp. z o.o.
        0A22 DAIICHIKOSHO CO., LTD.
        0A23 BIXOLON CO.,LTD
        0A24 Atmosic Technologies, Inc.
        0A25 Eran Financial Services LLC
        0A26 Louis Vuitton
        0A27 AYU DEVICES PRIVATE LIMITED
        0A28 NanoFlex Power Corporation
        0A29 Worthcloud Technology Co.,Ltd
        0A2A Yamaha Corporation
        0A2B PaceBait IVS
        0A2C Shenzhen H&T Intelligent Control Co., Ltd
        0A2D Shenzhen Feasycom Technology Co., Ltd.
        0A2F Instamic, Inc.
        0A30 Air-Weigh
        0A31 Nevro Corp.
        0A32 Pinnacle Technology, Inc.
        0A33 WMF AG
        0A34 Luxer Corporation
        0A35 safectory GmbH
        0A36 NGK SPARK PLUG CO., LTD.
        0A37 2587702 Ontario Inc.
        0A38 Bouffalo Lab (Nanjing)., Ltd.
        0A39 BLUETICKETING SRL
        0A3A Incotex Co. Ltd.
        0A3B Galileo Technology Limited
        0A3C Siteco GmbH
        0A3D DELABIE
        0A3F Shenzhen Yopeak Optoelectronics Technology Co., Ltd.
        0A41 OPEX Corporation
        0A42 Motionalysis, Inc.
        0A43 Busch Systems International Inc.
        0A44 Novidan, Inc.
        0A45 3SI Security Systems, Inc
        0A46 Beijing HC-Infinite Technology Limited
        0A47 The Wand Company Ltd
        0A48 JRC Mobility Inc.
        0A49 Venture Research Inc.
        0A4A Map Large, Inc.
        0A4B MistyWest Energy and Transport Ltd.
        0A4C SiFli Technologies (shanghai) Inc.
        0A4D Lockn Technologies Private Limited
        0A4E Toytec Corporation
        0A4F VANMOOF Global Holding B.V.
        0A50 Nextscape Inc.
        0A51 CSIRO
        0A52 Follow Sense Europe B.V.
        0A53 KKM COMPANY LIMITED
        0A54 SQL Technologies Corp.
        0A55 Inugo Systems Limited
        0A56 ambie
        0A57 Meizhou Guo Wei Electronics Co., Ltd
        0A58 Indigo Diabetes
        0A59 TourBuilt, LLC
        0A5A Sontheim Industrie Elektronik GmbH
        0A5B LEGIC Identsystems AG
        0A5C Innovative Design Labs Inc.
        0A5D MG Energy Systems B.V.
        0A5F stryker
        0A60 DATANG SEMICONDUCTOR TECHNOLOGY CO.,LTD
        0A61 Smart Parks B.V.
        0A62 MOKO TECHNOLOGY Ltd
        0A64 Geopal system A/S
        0A65 Lytx, INC.
        0A67 Beijing SuperHexa Century Technology CO. Ltd
        0A68 Focus Ingenieria SRL
        0A69 HAPPIEST BABY, INC.
        0A6A Scribble Design Inc.
        0A6B Olympic Ophthalmics, Inc.
        0A6C Pokkels
        0A6D KUUKANJYOKIN Co.,Ltd.
        0A6E Pac Sane Limited
        0A6F Warner Bros.
        0A70 Ooma
        0A71 Senquip Pty Ltd
        0A72 Jumo GmbH & Co. KG
        0A73 Innohome Oy
        0A74 MICROSON S.A.
        0A75 Delta Cycle Corporation
        0A76 Synaptics Incorporated
        0A77 AXTRO PTE. LTD.
        0A78 Shenzhen Sunricher Technology Limited
        0A79 Webasto SE
        0A7A Emlid Limited
        0A7B UniqAir Oy
        0A7C WAFERLOCK
        0A7D Freedman Electronics Pty Ltd
        0A7E KEBA Handover Automation GmbH
        0A7F Intuity Medical
        0A80 Cleer Limited
        0A81 Universal Biosensors Pty Ltd
        0A82 Corsair
        0A83 Rivata, Inc.
        0A84 Greennote Inc,
        0A85 Snowball Technology Co., Ltd.
        0A86 ALIZENT International
        0A87 Shanghai Smart System Technology Co., Ltd
        0A88 PSA Peugeot Citroen
        0A89 VusionGroup
        0A8A HAINBUCH GMBH SPANNENDE TECHNIK
        0A8B SANlight GmbH
        0A8C DelpSys, s.r.o.
        0A8D JCM TECHNOLOGIES S.A.
        0A8E Perfect Company
        0A8F TOTO LTD.
        0A90 Shenzhen Grandsun Electronic Co.,Ltd.
        0A91 Monarch International Inc.
        0A92 Carestream Dental LLC
        0A93 GiPStech S.r.l.
        0A94 OOBIK Inc.
        0A95 Pamex Inc.
        0A97 SensTek
        0A98 Foil, Inc.
        0A99 Shanghai high-flying electronics technology Co.,Ltd
        0A9A TEMKIN ASSOCIATES, LLC
        0A9B Eello LLC
        0A9C Xi'an Fengyu Information Technology Co., Ltd.
        0A9D Canon Finetech Nisca Inc.
        0A9F ista International GmbH
        0AA0 Loy Tec electronics GmbH
        0AA1 LINCOGN TECHNOLOGY CO. LIMITED
        0AA2 Care Bloom, LLC
        0AA3 DIC Corporation
        0AA4 FAZEPRO LLC
        0AA5 Shenzhen Uascent Technology Co., Ltd
        0AA6 Realityworks, inc.
        0AA7 Urbanista AB
        0AA8 Zencontrol Pty Ltd
        0AA9 Spintly, Inc.
        0AAA Computime International Ltd
        0AAB Anhui Listenai Co
        0AAC OSM HK Limited
        0AAD Adevo Consulting AB
        0AAE PS Engineering, Inc.
        0AAF AIAIAI ApS
        0AB0 Visiontronic s.r.o.
        0AB1 InVue Security Products Inc
        0AB2 TouchTronics, Inc.
        0AB3 INNER RANGE PTY. LTD.
        0AB4 Ellenby Technologies, Inc.
        0AB5 Elstat Electronics Ltd.
        0AB6 Xenter, Inc.
        0AB7 LogTag North America Inc.
        0AB8 Sens.ai Incorporated
        0AB9 STL
        0ABA Open Bionics Ltd.
        0ABB R-DAS, s.r.o.
        0ABC KCCS Mobile Engineering Co., Ltd.
        0ABD Inventas AS
        0ABE Robkoo Information & Technologies Co., Ltd.
        0ABF PAUL HARTMANN AG
        0AC0 Omni-ID USA, INC.
        0AC1 Shenzhen Jingxun Technology Co., Ltd.
        0AC2 RealMega Microelectronics technology (Shanghai) Co. Ltd.
        0AC3 Kenzen, Inc.
        0AC4 CODIUM
        0AC5 Flexoptix GmbH
        0AC6 Barnes Group Inc.
        0AC7 Chengdu Aich Technology Co.,Ltd
        0AC8 Keepin Co., Ltd.
        0AC9 Swedlock AB
        0ACA Shenzhen CoolKit Technology Co., Ltd
        0ACB ise Individuelle Software und Elektronik GmbH
        0ACC Nuvoton
        0ACD Visuallex Sport International Limited
        0ACE KOBATA GAUGE MFG. CO., LTD.
        0ACF CACI Technologies
        0AD0 Nordic Strong ApS
        0AD1 EAGLE KINGDOM TECHNOLOGIES LIMITED
        0AD2 Lautsprecher Teufel GmbH
        0AD3 SSV Software Systems GmbH
        0AD4 Zhuhai Pantum Electronisc Co., Ltd
        0AD5 Streamit B.V.
        0AD6 nymea GmbH
        0AD7 AL-KO Geraete GmbH
        0AD8 Franz Kaldewei GmbH&Co KG
        0AD9 Shenzhen Aimore. Co.,Ltd
        0ADA Codefabrik GmbH
        0ADB Reelables, Inc.
        0ADC Duravit AG
        0ADD Boss Audio
        0ADE Vocera Communications, Inc.
        0ADF Douglas Dynamics L.L.C.
        0AE3 GlobalMed
        0AE4 DALI Alliance
        0AE5 unu GmbH
        0AE6 Hexology
        0AE7 Sunplus Technology Co., Ltd.
        0AE8 LEVEL, s.r.o.
        0AE9 FLIR Systems AB
        0AEA Borda Technology
        0AEB Square, Inc.
        0AEC FUTEK ADVANCED SENSOR TECHNOLOGY, INC
        0AED Saxonar GmbH
        0AEE Velentium, LLC
        0AEF GLP German Light Products GmbH
        0AF0 Leupold & Stevens, Inc.
        0AF1 CRADERS,CO.,LTD
        0AF2 Shanghai All Link Microelectronics Co.,Ltd
        0AF3 701x Inc.
        0AF4 Radioworks Microelectronics PTY LTD
        0AF5 Unitech Electronic Inc.
        0AF6 AMETEK, Inc.
        0AF7 Irdeto
        0AF8 First Design System Inc.
        0AF9 Unisto AG
        0AFA Chengdu Ambit Technology Co., Ltd.
        0AFB SMT ELEKTRONIK GmbH
        0AFC Cerebrum Sensor Technologies Inc.
        0AFD Weber Sensors, LLC
        0AFE Earda Technologies Co.,Ltd
        0AFF FUSEAWARE LIMITED
        0B00 Flaircomm Microelectronics Inc.
        0B01 RESIDEO TECHNOLOGIES, INC.
        0B02 IORA Technology Development Ltd. Sti.
        0B03 Precision Triathlon Systems Limited
        0B05 Marquardt GmbH
        0B06 FAZUA GmbH
        0B07 Workaround Gmbh
        0B08 Shenzhen Qianfenyi Intelligent Technology Co., LTD
        0B09 soonisys
        0B0A Belun Technology Company Limited
        0B0B Sanistaal A/S
        0B0C BluPeak
        0B0D SANYO DENKO Co.,Ltd.
        0B0E Minebea Access Solutions Inc.
        0B0F B.E.A. S.A.
        0B10 Alfa Laval Corporate AB
        0B11 ThermoWorks, Inc.
        0B12 ToughBuilt Industries LLC
        0B13 IOTOOLS
        0B14 Olumee
        0B15 NAOS JAPAN K.K.
        0B16 Guard RFID Solutions Inc.
        0B17 SIG SAUER, INC.
        0B18 DECATHLON SE
        0B19 WBS PROJECT H PTY LTD
        0B1A Roca Sanitario, S.A.
        0B1B Enerpac Tool Group Corp.
        0B1C Nanoleq AG
        0B1D Accelerated Systems
        0B1E PB INC.
        0B1F Beijing ESWIN Computing Technology Co., Ltd.
        0B20 TKH Security B.V.
        0B22 Hygiene IQ, LLC.
        0B23 iRhythm Technologies, Inc.
        0B24 BeiJing ZiJie TiaoDong KeJi Co.,Ltd.
        0B25 NIBROTECH LTD
        0B26 Baracoda Daily Healthtech.
        0B27 Lumi United Technology Co., Ltd
        0B28 CHACON
        0B29 Tech-Venom Entertainment Private Limited
        0B2B MAINBOT
        0B2C ILLUMAGEAR, Inc.
        0B2D REDARC ELECTRONICS PTY LTD
        0B2E MOCA System Inc.
        0B2F Duke Manufacturing Co
        0B30 ART SPA
        0B31 Silver Wolf Vehicles Inc.
        0B32 Hala Systems, Inc.
        0B33 ARMATURA LLC
        0B34 CONZUMEX INDUSTRIES PRIVATE LIMITED
        0B35 BH SENS
        0B36 SINTEF
        0B37 Omnivoltaic Energy Solutions Limited Company
        0B38 WISYCOM S.R.L.
        0B39 Red 100 Lighting Co., ltd.
        0B3A Impact Biosystems, Inc.
        0B3B AIC semiconductor (Shanghai) Co., Ltd.
        0B3C Dodge Industrial, Inc.
        0B3D REALTIMEID AS
        0B3E ISEO Serrature S.p.a.
        0B3F MindRhythm, Inc.
        0B40 Havells India Limited
        0B41 Sentrax GmbH
        0B42 TSI
        0B43 INCITAT ENVIRONNEMENT
        0B44 nFore Technology Co., Ltd.
        0B45 Electronic Sensors, Inc.
        0B47 Gentex Corporation
        0B48 NIO USA, Inc.
        0B49 SkyHawke Technologies
        0B4A Nomono AS
        0B4B EMS Integrators, LLC
        0B4C BiosBob.Biz
        0B4D Adam Hall GmbH
        0B4E ICP Systems B.V.
        0B4F Breezi.io, Inc.
        0B50 Mesh Systems LLC
        0B51 FUN FACTORY GmbH
        0B52 ZIIP Inc
        0B53 SHENZHEN KAADAS INTELLIGENT TECHNOLOGY CO.,Ltd
        0B54 Emotion Fitness GmbH & Co. KG
        0B55 H G M Automotive Electronics, Inc.
        0B56 BORA - Vertriebs GmbH & Co KG
        0B57 CONVERTRONIX TECHNOLOGIES AND SERVICES LLP
        0B58 TOKAI-DENSHI INC
        0B5B Shenzhen ImagineVision Technology Limited
        0B5D Fujian Newland Auto-ID Tech. Co., Ltd.
        0B5E CELLCONTROL, INC.
        0B5F Rivieh, Inc.
        0B60 RATOC Systems, Inc.
        0B61 Sentek Pty Ltd
        0B62 NOVEA ENERGIES
        0B63 Innolux Corporation
        0B64 NingBo klite Electric Manufacture Co.,LTD
        0B65 The Apache Software Foundation
        0B66 MITSUBISHI ELECTRIC AUTOMATION (THAILAND) COMPANY LIMITED
        0B67 CleanSpace Technology Pty Ltd
        0B68 Quha oy
        0B69 Addaday
        0B6A Dymo
        0B6B Samsara Networks, Inc
        0B6C Sensitech, Inc.
        0B6D SOLUM CO., LTD
        0B6E React Mobile
        0B70 JDRF Electromag Engineering Inc
        0B71 lilbit ODM AS
        0B72 Geeknet, Inc.
        0B73 HARADA INDUSTRY CO., LTD.
        0B74 BQN
        0B75 Triple W Japan Inc.
        0B76 MAX-co., ltd
        0B77 Aixlink(Chengdu) Co., Ltd.
        0B78 FIELD DESIGN INC.
        0B79 Sankyo Air Tech Co.,Ltd.
        0B7A Shenzhen KTC Technology Co.,Ltd.
        0B7B Hardcoder Oy
        0B7C Scangrip A/S
        0B7D FoundersLane GmbH
        0B7E Offcode Oy
        0B7F ICU tech GmbH
        0B80 AXELIFE
        0B81 SCM Group
        0B82 Mammut Sports Group AG
        0B83 Taiga Motors Inc.
        0B84 Presidio Medical, Inc.
        0B85 VIMANA TECH PTY LTD
        0B86 Trek Bicycle
        0B87 Ampetronic Ltd
        0B88 Muguang (Guangdong) Intelligent Lighting Technology Co., Ltd
        0B89 Rotronic AG
        0B8A Seiko Instruments Inc.
        0B8B American Technology Components, Incorporated
        0B8C MOTREX
        0B8D Pertech Industries Inc
        0B8E Gentle Energy Corp.
        0B8F Senscomm Semiconductor Co., Ltd.
        0B90 Ineos Automotive Limited
        0B91 Alfen ICU B.V.
        0B92 Citisend Solutions, SL
        0B93 Hangzhou BroadLink Technology Co., Ltd.
        0B94 Dreem SAS
        0B96 Telecom Design
        0B97 SILVER TREE LABS, INC.
        0B98 Gymstory B.V.
        0B99 The Goodyear Tire & Rubber Company
        0B9A Beijing Wisepool Infinite Intelligence Technology Co.,Ltd
        0B9C Komatsu Ltd.
        0B9D Sensoria Holdings LTD
        0B9E Audio Partnership Plc
        0B9F Group Lotus Limited
        0BA0 Data Sciences International
        0BA1 Bunn-O-Matic Corporation
        0BA2 TireCheck GmbH
        0BA3 Sonova Consumer Hearing GmbH
        0BA4 Vervent Audio Group
        0BA5 SONICOS ENTERPRISES, LLC
        0BA6 Nissan Motor Co., Ltd.
        0BA7 hearX Group (Pty) Ltd
        0BA8 GLOWFORGE INC.
        0BA9 Allterco Robotics ltd
        0BAA Infinitegra, Inc.
        0BAB Grandex International Corporation
        0BAC Machfu Inc.
        0BAD Roambotics, Inc.
        0BAE Soma Labs LLC
        0BAF NITTO KOGYO CORPORATION
        0BB0 Ecolab Inc.
        0BB1 Beijing ranxin intelligence technology Co.,LTD
        0BB2 Fjorden Electra AS
        0BB3 Flender GmbH
        0BB4 New Cosmos USA, Inc.
        0BB5 Xirgo Technologies, LLC
        0BB6 Build With Robots Inc.
        0BB7 IONA Tech LLC
        0BB8 INNOVAG PTY. LTD.
        0BB9 SaluStim Group Oy
        0BBA Huso, INC
        0BBB SWISSINNO SOLUTIONS AG
        0BBC T2REALITY SOLUTIONS PRIVATE LIMITED
        0BBE SAAB Aktiebolag
        0BBF HIMSA II K/S
        0BC0 READY FOR SKY LLP
        0BC1 Miele & Cie. KG
        0BC2 EntWick Co.
        0BC3 MCOT INC.
        0BC4 TECHTICS ENGINEERING B.V.
        0BC5 Aperia Technologies, Inc.
        0BC6 TCL COMMUNICATION EQUIPMENT CO.,LTD.
        0BC7 Signtle Inc.
        0BC8 OTF Distribution, LLC
        0BC9 Neuvatek Inc.
        0BCA Perimeter Technologies, Inc.
        0BCB Divesoft s.r.o.
        0BCC Sylvac sa
        0BCD Amiko srl
        0BCE Neurosity, Inc.
        0BCF LL Tec Group LLC
        0BD0 Durag GmbH
        0BD1 Hubei Yuan Times Technology Co., Ltd.
        0BD2 IDEC
        0BD3 Procon Analytics, LLC
        0BD4 ndd Medizintechnik AG
        0BD5 Super B Lithium Power B.V.
        0BD6 Shenzhen Injoinic Technology Co., Ltd.
        0BD7 VINFAST TRADING AND PRODUCTION JOINT STOCK COMPANY
        0BD8 PURA SCENTS, INC.
        0BDA Aardex Ltd.
        0BDB CHAR-BROIL, LLC
        0BDC Ledworks S.r.l.
        0BDD Coroflo Limited
        0BDE Yale
        0BDF WINKEY ENTERPRISE (HONG KONG) LIMITED
        0BE0 Koizumi Lighting Technology corp.
        0BE2 OTC engineering
        0BE3 Comtel Systems Ltd.
        0BE4 Deepfield Connect GmbH
        0BE5 ZWILLING J.A. Henckels Aktiengesellschaft
        0BE6 Puratap Pty Ltd
        0BE7 Fresnel Technologies, Inc.
        0BE8 Sensormate AG
        0BE9 Shindengen Electric Manufacturing Co., Ltd.
        0BEA Twenty Five Seven, prodaja in storitve, d.o.o.
        0BEB Luna Health, Inc.
        0BEC Miracle-Ear, Inc.
        0BED CORAL-TAIYI Co. Ltd.
        0BEE LINKSYS USA, INC.
        0BEF Safetytest GmbH
        0BF0 KIDO SPORTS CO., LTD.
        0BF1 Site IQ LLC
        0BF2 Angel Medical Systems, Inc.
        0BF3 PONE BIOMETRICS AS
        0BF5 T5 tek, Inc.
        0BF6 greenTEG AG
        0BF7 Wacker Neuson SE
        0BF8 Innovacionnye Resheniya
        0BFA CleanBands Systems Ltd.
        0BFB Dodam Enersys Co., Ltd
        0BFC T+A elektroakustik GmbH & Co.KG
        0BFD Esmé Solutions
        0BFE Media-Cartec GmbH
        0BFF Ratio Electric BV
        0C00 MQA Limited
        0C01 NEOWRK SISTEMAS INTELIGENTES S.A.
        0C02 Loomanet, Inc.
        0C03 Puff Corp
        0C04 Happy Health, Inc.
        0C05 Montage Connect, Inc.
        0C06 LED Smart Inc.
        0C07 CONSTRUKTS, INC.
        0C08 limited liability company "Red"
        0C09 Senic Inc.
        0C0A Automated Pet Care Products, LLC
        0C0B aconno GmbH
        0C0C Mendeltron, Inc.
        0C0D Mereltron bv
        0C0E ALEX DENKO CO.,LTD.
        0C0F AETERLINK
        0C10 Cosmed s.r.l.
        0C11 Gordon Murray Design Limited
        0C12 IoSA
        0C13 Scandinavian Health Limited
        0C14 Fasetto, Inc.
        0C15 Geva Sol B.V.
        0C16 TYKEE PTY. LTD.
        0C17 SomnoMed Limited
        0C18 CORROHM
        0C19 Arlo Technologies, Inc.
        0C1A Catapult Group International Ltd
        0C1B Rockchip Electronics Co., Ltd.
        0C1C GEMU
        0C1D OFF Line Japan Co., Ltd.
        0C1E EC sense co., Ltd
        0C1F LVI Co.
        0C20 COMELIT GROUP S.P.A.
        0C21 Foshan Viomi Electrical Technology Co., Ltd
        0C22 Glamo Inc.
        0C23 KEYTEC,Inc.
        0C24 SMARTD TECHNOLOGIES INC.
        0C25 JURA Elektroapparate AG
        0C26 Performance Electronics, Ltd.
        0C27 Pal Electronics
        0C28 Embecta Corp.
        0C29 DENSO AIRCOOL CORPORATION
        0C2A Caresix Inc.
        0C2B GigaDevice Semiconductor Inc.
        0C2C Zeku Technology (Shanghai) Corp., Ltd.
        0C2D OTF Product Sourcing, LLC
        0C2E Easee AS
        0C2F BEEHERO, INC.
        0C30 McIntosh Group Inc
        0C31 KINDOO LLP
        0C32 Xian Yisuobao Electronic Technology Co., Ltd.
        0C33 Exeger Operations AB
        0C34 BYD Company Limited
        0C35 Thermokon-Sensortechnik GmbH
        0C37 SignalQuest, LLC
        0C38 Noritz Corporation.
        0C39 TIGER CORPORATION
        0C3B ORB Innovations Ltd
        0C3C Classified Cycling
        0C3D Wrmth Corp.
        0C3E BELLDESIGN Inc.
        0C3F Stinger Equipment, Inc.
        0C40 HORIBA, Ltd.
        0C41 Control Solutions LLC
        0C42 Heath Consultants Inc.
        0C43 Berlinger & Co. AG
        0C44 ONCELABS LLC
        0C45 Brose Verwaltung SE, Bamberg
        0C46 Granwin IoT Technology (Guangzhou) Co.,Ltd
        0C47 Epsilon Electronics,lnc
        0C48 VALEO MANAGEMENT SERVICES
        0C49 twopounds gmbh
        0C4A atSpiro ApS
        0C4B ADTRAN, Inc.
        0C4C Orpyx Medical Technologies Inc.
        0C4D Seekwave Technology Co.,ltd.
        0C4E Tactile Engineering, Inc.
        0C4F SharkNinja Operating LLC
        0C50 Imostar Technologies Inc.
        0C51 INNOVA S.R.L.
        0C52 ESCEA LIMITED
        0C53 Taco, Inc.
        0C54 HiViz Lighting, Inc.
        0C55 Zintouch B.V.
        0C56 Rheem Sales Company, Inc.
        0C57 UNEEG medical A/S
        0C58 Hykso Inc.
        0C59 CYBERDYNE Inc.
        0C5A Lockswitch Sdn Bhd
        0C5B Alban Giacomo S.P.A.
        0C5C MGM WIRELESSS HOLDINGS PTY LTD
        0C5D StepUp Solutions ApS
        0C5E BlueID GmbH
        0C5F Wuxi Linkpower Microelectronics Co.,Ltd
        0C60 KEBA Energy Automation GmbH
        0C61 NNOXX, Inc
        0C62 Phiaton Corporation
        0C63 phg Peter Hengstler GmbH + Co. KG
        0C64 dormakaba Holding AG
        0C65 WAKO CO,.LTD
        0C67 TRACKTING S.R.L.
        0C68 Emerja Corporation
        0C69 BLITZ electric motors. LTD
        0C6A CONSORCIO TRUST CONTROL - NETTEL
        0C6B GILSON SAS
        0C6C SNIFF LOGIC LTD
        0C6D Fidure Corp.
        0C6E Sensa LLC
        0C6F Parakey AB
        0C70 SCARAB SOLUTIONS LTD
        0C71 BitGreen Technolabz (OPC) Private Limited
        0C72 StreetCar ORV, LLC
        0C73 Truma Gerätetechnik GmbH & Co. KG
        0C74 yupiteru
        0C75 Embedded Engineering Solutions LLC
        0C77 TEAC Corporation
        0C78 CHARGTRON IOT PRIVATE LIMITED
        0C79 Zhuhai Smartlink Technology Co., Ltd
        0C7A Triductor Technology (Suzhou), Inc.
        0C7B PT SADAMAYA GRAHA TEKNOLOGI
        0C7C Mopeka Products LLC
        0C7D 3ALogics, Inc.
        0C7F Rochester Sensors, LLC
        0C80 CARDIOID - TECHNOLOGIES, LDA
        0C81 Carrier Corporation
        0C82 NACON
        0C83 Watchdog Systems LLC
        0C84 MAXON INDUSTRIES, INC.
        0C85 Amlogic, Inc.
        0C86 Qingdao Eastsoft Communication Technology Co.,Ltd
        0C87 Weltek Technologies Company Limited
        0C88 Nextivity Inc.
        0C89 AGZZX OPTOELECTRONICS TECHNOLOGY CO., LTD
        0C8A A.GLOBAL co.,Ltd.
        0C8B Heavys Inc
        0C8C T-Mobile USA
        0C8D tonies GmbH
        0C8E Technocon Engineering Ltd.
        0C8F Radar Automobile Sales(Shandong)Co.,Ltd.
        0C90 WESCO AG
        0C91 Yashu Systems
        0C92 Kesseböhmer Ergonomietechnik GmbH
        0C93 Movesense Oy
        0C94 Baxter Healthcare Corporation
        0C95 Gemstone Lights Canada Ltd.
        0C96 H+B Hightech GmbH
        0C97 Deako
        0C98 MiX Telematics International (PTY) LTD
        0C99 Vire Health Oy
        0C9A ALF Inc.
        0C9B NTT sonority, Inc.
        0C9C Sunstone-RTLS Ipari Szolgaltato Korlatolt Felelossegu Tarsasag
        0C9D Ribbiot, INC.
        0C9E ECCEL CORPORATION SAS
        0C9F Dragonfly Energy Corp.
        0CA0 BIGBEN
        0CA1 YAMAHA MOTOR CO.,LTD.
        0CA2 XSENSE LTD
        0CA3 MAQUET GmbH
        0CA4 MITSUBISHI ELECTRIC LIGHTING CO, LTD
        0CA5 Princess Cruise Lines, Ltd.
        0CA6 Megger Ltd
        0CA7 Verve InfoTec Pty Ltd
        0CA8 Sonas, Inc.
        0CA9 Mievo Technologies Private Limited
        0CAA Shenzhen Poseidon Network Technology Co., Ltd
        0CAB HERUTU ELECTRONICS CORPORATION
        0CAC Shenzhen Shokz Co.,Ltd.
        0CAD Shenzhen Openhearing Tech CO., LTD .
        0CAE Evident Corporation
        0CAF NEURINNOV
        0CB0 SwipeSense, Inc.
        0CB1 RF Creations
        0CB2 SHINKAWA Sensor Technology, Inc.
        0CB3 janova GmbH
        0CB4 Eberspaecher Climate Control Systems GmbH
        0CB5 Racketry, d. o. o.
        0CB6 THE EELECTRIC MACARON LLC
        0CB7 Cucumber Lighting Controls Limited
        0CB9 seca GmbH & Co. KG
        0CBA Ameso Tech (OPC) Private Limited
        0CBB Emlid Tech Kft.
        0CBC TROX GmbH
        0CBD Pricer AB
        0CBF Forward Thinking Systems LLC.
        0CC0 Garnet Instruments Ltd.
        0CC1 CLEIO Inc.
        0CC2 Anker Innovations Limited
        0CC3 HMD Global Oy
        0CC4 ABUS August Bremicker Soehne Kommanditgesellschaft
        0CC5 Open Road Solutions, Inc.
        0CC6 Serial Technology Corporation
        0CC7 SB C&S Corp.
        0CC8 TrikThom
        0CC9 Innocent Technology Co., Ltd.
        0CCA Cyclops Marine Ltd
        0CCB NOTHING TECHNOLOGY LIMITED
        0CCC Kord Defence Pty Ltd
        0CCD YanFeng Visteon(Chongqing) Automotive Electronic Co.,Ltd
        0CCE SENOSPACE LLC
        0CCF Shenzhen CESI Information Technology Co., Ltd.
        0CD0 MooreSilicon Semiconductor Technology (Shanghai) Co., LTD.
        0CD1 Imagine Marketing Limited
        0CD2 EQOM SSC B.V.
        0CD3 TechSwipe
        0CD4 Reoqoo IoT Technology Co., Ltd.
        0CD5 Numa Products, LLC
        0CD6 HHO (Hangzhou) Digital Technology Co., Ltd.
        0CD7 Maztech Industries, LLC
        0CD8 SIA Mesh Group
        0CD9 Minami acoustics Limited
        0CDA Wolf Steel ltd
        0CDB Circus World Displays Limited
        0CDC Ypsomed AG
        0CDD Alif Semiconductor, Inc.
        0CDF SHENZHEN CHENYUN ELECTRONICS  CO., LTD
        0CE0 VODALOGIC PTY LTD
        0CE1 Regal Beloit America, Inc.
        0CE2 CORVENT MEDICAL, INC.
        0CE3 Taiwan Fuhsing
        0CE4 Off-Highway Powertrain Services Germany GmbH
        0CE5 Amina Distribution AS
        0CE6 McWong International, Inc.
        0CE7 TAG HEUER SA
        0CE8 Dongguan Yougo Electronics Co.,Ltd.
        0CE9 PEAG, LLC dba JLab Audio
        0CEA HAYWARD INDUSTRIES, INC.
        0CEB Shenzhen Tingting Technology Co. LTD
        0CEC Pacific Coast Fishery Services (2003) Inc.
        0CED CV. NURI TEKNIK
        0CEE MadgeTech, Inc
        0CEF POGS B.V.
        0CF0 THOTAKA TEKHNOLOGIES INDIA PRIVATE LIMITED
        0CF1 Midmark
        0CF3 Radio Sound
        0CF4 SOLUX PTY LTD
        0CF5 BOS Balance of Storage Systems AG
        0CF6 OJ Electronics A/S
        0CF7 TVS Motor Company Ltd.
        0CF8 core sensing GmbH
        0CF9 Tamblue Oy
        0CFA Protect Animals With Satellites LLC
        0CFB Tyromotion GmbH
        0CFC ElectronX design
        0CFE Thule Group AB
        0CFF Ergodriven Inc
        0D00 Sparkpark AS
        0D01 KEEPEN
        0D02 Rocky Mountain ATV/MC Jake Wilson
        0D03 MakuSafe Corp
        0D04 Bartec Auto Id Ltd
        0D05 Energy Technology and Control Limited
        0D06 doubleO Co., Ltd.
        0D07 Datalogic S.r.l.
        0D08 Datalogic USA, Inc.
        0D09 Leica Geosystems AG
        0D0A CATEYE Co., Ltd.
        0D0B Research Products Corporation
        0D0C Planmeca Oy
        0D0D C.Ed. Schulte GmbH Zylinderschlossfabrik
        0D0E PetVoice Co., Ltd.
        0D0F Timebirds Australia Pty Ltd
        0D10 JVC KENWOOD Corporation
        0D12 Spartek Systems Inc.
        0D13 MERRY ELECTRONICS CO., LTD.
        0D14 Merry Electronics (S) Pte Ltd
        0D15 Spark
        0D16 Nations Technologies Inc.
        0D17 Akix S.r.l.
        0D18 Bioliberty Ltd
        0D19 C.G. Air Systemes Inc.
        0D1A Maturix ApS
        0D1B RACHIO, INC.
        0D1C LIMBOID LLC
        0D1D Electronics4All Inc.
        0D1E FESTINA LOTUS SA
        0D1F Synkopi, Inc.
        0D20 SCIENTERRA LIMITED
        0D21 Cennox Group Limited
        0D22 Cedarware, Corp.
        0D23 GREE Electric Appliances, Inc. of Zhuhai
        0D24 Japan Display Inc.
        0D25 System Elite Holdings Group Limited
        0D26 Burkert Werke GmbH & Co. KG
        0D27 velocitux
        0D28 FUJITSU COMPONENT LIMITED
        0D29 MIYAKAWA ELECTRIC WORKS LTD.
        0D2A PhysioLogic Devices, Inc.
        0D2B Sensoryx AG
        0D2C SIL System Integration Laboratory GmbH
        0D2D Cooler Pro, LLC
        0D2E Advanced Electronic Applications, Inc
        0D2F Delta Development Team, Inc
        0D30 Laxmi Therapeutic Devices, Inc.
        0D31 SYNCHRON, INC.
        0D32 Badger Meter
        0D33 Micropower Group AB
        0D34 ZILLIOT TECHNOLOGIES PRIVATE LIMITED
        0D35 Universidad Politecnica de Madrid
        0D36 XIHAO INTELLIGENGT TECHNOLOGY CO., LTD
        0D37 Zerene Inc.
        0D38 CycLock
        0D39 Systemic Games, LLC
        0D3A Frost Solutions, LLC
        0D3B Lone Star Marine Pty Ltd
        0D3C SIRONA Dental Systems GmbH
        0D3D bHaptics Inc.
        0D3E LUMINOAH, INC.
        0D3F Vogels Products B.V.
        0D40 SignalFire Telemetry, Inc.
        0D41 CPAC Systems AB
        0D42 TEKTRO TECHNOLOGY CORPORATION
        0D43 Gosuncn Technology Group Co., Ltd.
        0D44 Ex Makhina Inc.
        0D45 Odeon, Inc.
        0D46 Thales Simulation & Training AG
        0D47 Shenzhen DOKE Electronic Co., Ltd
        0D48 Vemcon GmbH
        0D49 Refrigerated Transport Electronics, Inc.
        0D4A Rockpile Solutions, LLC
        0D4B Soundwave Hearing, LLC
        0D4D Optec, LLC
        0D4E NIKAT SOLUTIONS PRIVATE LIMITED
        0D4F Movano Inc.
        0D50 NINGBO FOTILE KITCHENWARE CO., LTD.
        0D51 Genetus inc.
        0D52 DIVAN TRADING CO., LTD.
        0D53 Luxottica Group S.p.A
        0D54 ISEKI FRANCE S.A.S
        0D55 NO CLIMB PRODUCTS LTD
        0D56 Wellang.Co,.Ltd
        0D57 Nanjing Xinxiangyuan Microelectronics Co., Ltd.
        0D58 ifm electronic gmbh
        0D59 HYUPSUNG MACHINERY ELECTRIC CO., LTD.
        0D5A Gunnebo Aktiebolag
        0D5B Axis Communications AB
        0D5D Stogger B.V.
        0D5E Pella Corp
        0D5F SiChuan Homme Intelligent Technology co.,Ltd.
        0D60 Smart Products Connection, S.A.
        0D61 F.I.P. FORMATURA INIEZIONE POLIMERI - S.P.A.
        0D62 MEBSTER s.r.o.
        0D63 SKF France
        0D64 Southco
        0D65 Molnlycke Health Care AB
        0D66 Hendrickson USA , L.L.C
        0D67 BLACK BOX NETWORK SERVICES INDIA PRIVATE LIMITED
        0D68 Status Audio LLC
        0D69 AIR AROMA INTERNATIONAL PTY LTD
        0D6A Helge Kaiser GmbH
        0D6B Crane Payment Innovations, Inc.
        0D6C Ambient IoT Pty Ltd
        0D6D DYNAMOX S/A
        0D6E Look Cycle International
        0D6F Closed Joint Stock Company NVP BOLID
        0D70 Kindhome
        0D71 Kiteras Inc.
        0D72 Earfun Technology (HK) Limited
        0D73 iota Biosciences, Inc.
        0D74 ANUME s.r.o.
        0D75 Indistinguishable From Magic, Inc.
        0D76 i-focus Co.,Ltd
        0D77 DualNetworks SA
        0D78 MITACHI CO.,LTD.
        0D79 VIVIWARE JAPAN, Inc.
        0D7A Xiamen Intretech Inc.
        0D7B MindMaze SA
        0D7C BeiJing SmartChip Microelectronics Technology Co.,Ltd
        0D7D Taiko Audio B.V.
        0D7E Daihatsu Motor Co., Ltd.
        0D7F Konova
        0D80 Gravaa B.V.
        0D81 Beyerdynamic GmbH & Co. KG
        0D82 VELCO
        0D83 ATLANTIC SOCIETE FRANCAISE DE DEVELOPPEMENT THERMIQUE
        0D84 Testo SE & Co. KGaA
        0D85 SEW-EURODRIVE GmbH & Co KG
        0D86 ROCKWELL AUTOMATION, INC.
        0D87 Quectel Wireless Solutions Co., Ltd.
        0D89 Nanohex Corp
        0D8A Simply Embedded Inc.
        0D8B Software Development, LLC
        0D8C Ultimea Technology (Shenzhen) Limited
        0D8D RF Electronics Limited
        0D8E Optivolt Labs, Inc.
        0D8F Canon Electronics Inc.
        0D90 LAAS ApS
        0D91 Beamex Oy Ab
        0D92 TACHIKAWA CORPORATION
        0D93 HagerEnergy GmbH
        0D95 Hunter Industries Incorporated
        0D96 NEOKOHM SISTEMAS ELETRONICOS LTDA
        0D97 Zhejiang Huanfu Technology Co., LTD
        0D98 E.F. Johnson Company
        0D99 Caire Inc.
        0D9A Yeasound (Xiamen) Hearing Technology Co., Ltd
        0D9B Boxyz, Inc.
        0D9C Skytech Creations Limited
        0D9D Cear, Inc.
        0D9E Impulse Wellness LLC
        0D9F MML US, Inc
        0DA0 SICK AG
        0DA1 Fen Systems Ltd.
        0DA2 KIWI.KI GmbH
        0DA3 Airgraft Inc.
        0DA4 HP Tuners
        0DA5 PIXELA CORPORATION
        0DA6 Generac Corporation
        0DA7 Novoferm tormatic GmbH
        0DA8 Airwallet ApS
        0DA9 Inventronics GmbH
        0DAA Shenzhen EBELONG Technology Co., Ltd.
        0DAB Efento
        0DAC ITALTRACTOR ITM S.P.A.
        0DAE TITUM AUDIO, INC.
        0DAF Hexagon Aura Reality AG
        0DB0 Invisalert Solutions, Inc.
        0DB1 TELE System Communications Pte. Ltd.
        0DB2 Whirlpool
        0DB3 SHENZHEN REFLYING ELECTRONIC CO., LTD
        0DB4 Franklin Control Systems
        0DB5 Djup AB
        0DB6 SAFEGUARD EQUIPMENT, INC.
        0DB7 Morningstar Corporation
        0DB8 Shenzhen Chuangyuan Digital Technology Co., Ltd
        0DB9 CompanyDeep Ltd
        0DBA Veo Technologies ApS
        0DBB Nexis Link Technology Co., Ltd.
        0DBC Felion Technologies Company Limited
        0DBD MAATEL
        0DBE HELLA GmbH & Co. KGaA
        0DBF HWM-Water Limited
        0DC0 Shenzhen Jahport Electronic Technology Co., Ltd.
        0DC1 NACHI-FUJIKOSHI CORP.
        0DC2 Cirrus Research plc
        0DC3 GEARBAC TECHNOLOGIES INC.
        0DC4 Hangzhou NationalChip Science & Technology Co.,Ltd
        0DC5 DHL
        0DC6 Levita
        0DC7 MORNINGSTAR FX PTE. LTD.
        0DC8 ETO GRUPPE TECHNOLOGIES GmbH
        0DC9 farmunited GmbH
        0DCA Aptener Mechatronics Private Limited
        0DCB GEOPH, LLC
        0DCC Trotec GmbH
        0DCD Astra LED AG
        0DCE NOVAFON - Electromedical devices limited liability company
        0DCF KUBU SMART LIMITED
        0DD0 ESNAH
        0DD1 OrangeMicro Limited
        0DD2 Fresh n Rebel B.V.
        0DD3 Global Satellite Engineering
        0DD4 KOQOON GmbH & Co.KG
        0DD5 BEEPINGS
        0DD6 MODULAR MEDICAL, INC.
        0DD7 Xiant Technologies, Inc.
        0DD9 SCHELL GmbH & Co. KG
        0DDA Minebea Intec GmbH
        0DDB KAGA FEI Co., Ltd.
        0DDC AUTHOR-ALARM, razvoj in prodaja avtomobilskih sistemov proti kraji, d.o.o.
        0DDD Tozoa LLC
        0DDE SHENZHEN DNS INDUSTRIES CO., LTD.
        0DDF Shenzhen Lunci Technology Co., Ltd
        0DE0 KNOG PTY. LTD.
        0DE1 Outshiny India Private Limited
        0DE2 TAMADIC Co., Ltd.
        0DE3 Shenzhen MODSEMI Co., Ltd
        0DE4 EMBEINT INC
        0DE5 Ehong Technology Co.,Ltd
        0DE6 DEXATEK Technology LTD
        0DE7 Dendro Technologies, Inc.
        0DE8 Vivint, Inc.
        0DE9 General Laser GmbH
        0DEA Kathrein Solutions GmbH
        0DEB Fitz Inc.
        0DEC ATEGENOS PHARMACEUTICALS INC
        0DED Flextronic GmbH
        0DEE Safety Swim LLC
        0DEF SING SUN TECHNOLOGY (INTERNATIONAL) LIMITED
        0DF0 Woncan (Hong Kong) Limited
        0DF1 iFLYTEK (Suzhou) Technology Co., Ltd.
        0DF2 Weber-Stephen Products LLC
        0DF3 hDrop Technologies Inc.
        0DF4 REEKON TOOLS INC.
        0DF5 Delta Faucet Company
        0DF6 Mutrack Co., Ltd
        0DF7 Hangzhou Zhaotong Microelectronics Co., Ltd.
        0DF8 Chengdu CSCT Microelectronics Co., Ltd.
        0DF9 Belusun Technology Ltd.
        0DFA Shenzhen Matches IoT Technology Co., Ltd.
        0DFB Beidou Intelligent Connected Vehicle Technology Co., Ltd.
        0DFC SOJI ELECTRONICS JOINT STOCK COMPANY
        0DFD BH Technologies
        0DFE Haptech, Inc.
        0DFF WaveRF, Corp.
        0E00 SHENZHEN SOUNDSOUL INFORMATION TECHNOLOGY CO.,LTD
        0E01 Wuhu Mengbo Technology Co., Ltd.
        0E02 PROSYS DEV LIMITED
        0E03 Shenzhen eMeet technology Co.,Ltd
        0E04 Doro AB
        0E05 SUREPULSE MEDICAL LIMITED
        0E06 iodyne, LLC
        0E07 Pinpoint GmbH
        0E08 Heinrich Kopp GmbH
        0E09 Evolutive Systems SL
        0E0B Sounding Audio Industrial Ltd.
        0E0C Yuanfeng Technology Co., Ltd.
        0E0D FrontAct Co., Ltd.
        0E0F SenseWorks Tecnologia Ltda.
        0E10 Eko Health, Inc.
        0E11 Wanzl GmbH & Co. KGaA
        0E12 CLEVER LOGGER TECHNOLOGIES PTY LIMITED
        0E13 ASYSTOM
        0E14 Heilongjiang Tianyouwei Electronics Co.,Ltd.
        0E15 Eastern Partner Limited
        0E16 Xiamen RUI YI Da Electronic Technology Co.,Ltd
        0E17 Ad Hoc Electronics, llc.
        0E18 Hangzhou Microimage Software Co.,Ltd.
        0E19 Hive-Zox International SA
        0E1A Sensovo GmbH
        0E1B Time Location Systems AS
        0E1C SHENZHEN DIGITECH CO., LTD
        0E1D Capte B.V.
        0E1E 9512-5837 QUEBEC INC.
        0E1F Blecon Ltd
        0E20 CFLAB TEKNOLOJI TICARET LIMITED SIRKETI
        0E21 FOGO
        0E22 HITO INC
        0E23 MS kajak7 UG (limited liability)
        0E24 Avedis Zildjian Co.
        0E25 Hangzhou Hikvision Digital Technology Co., Ltd.
        0E26 LIHJOEN SPEED METER CO., LTD.
        0E27 NextSense, Inc.
        0E28 PatchRx, Inc.
        0E29 Flipper Devices Inc.
        0E2A Huizhou Foryou General Electronics Co., Ltd.
        0E2B JE electronic a/s
        0E2C 9313-7263 Quebec inc.
        0E2D ECARX (Hubei) Tech Co.,Ltd.
        0E2E NIHON KOHDEN CORPORATION
        0E2F ONWI
        0E30 Primax Electronics Ltd.
        0E31 AlphaTheta Corporation
        0E32 PACIFIC INDUSTRIAL CO., LTD.
        0E33 Crescent NV
        0E34 Vermis, software solutions llc
        0E35 SNAPPWISH LLC
        0E36 Cousins and Sears LLC
        0E37 CESYS Gesellschaft für angewandte Mikroelektronik mbH
        0E38 SLOC GmbH
        0E39 IRES Infrarot Energie Systeme GmbH
        0E3A OFIVE LIMITED
        0E3B Swift IOT Tech (Shenzhen) Co., LTD.
        0E3C Viselabs
        0E3D Walmart Inc.
        0E3E VANBOX
        0E3F Wiser Devices, LLC
        0E40 WKD Labs Ltd
        0E41 Asustek Computer Inc.
        0E42 Z-ONE Technology Co., Ltd.
        0E43 InnoVision Medical Technologies, LLC
        0E44 QUANTATEC
        0E45 Filo Srl
        0E46 SOUNDUCT
        0E47 Hosiden Besson Limited
        0E48 KARLUNA MUHENDISLIK SANAYI VE TICARET ANONIM SIRKETI
        0E49 Deone (Shanghai) Communication & Technology Co., Ltd
        0E4A Nitto Denko Corporation
        0E4B PUDSEY DIAMOND ENGINEERING LIMITED
        0E4C Luxshare Precision Industry Co., Ltd.
        0E4D Brooksee, Inc.
        0E4E QSC, LLC
        0E4F eBet Gaming Sytems Pty Limited
        0E50 Zhejiang Desman Intelligent Technology Co., Ltd.
        0E51 Dyaco International Inc.
        0E52 Aquana, LLC
        0E53 MINIRIG
        0E54 Relief Technologies AS
        0E55 New Cosmos Electric Co., Ltd.
        0E56 INEPRO Metering B.V.
        0E57 Altina Inc.
        0E58 Urban Armor Gear, LLC
        0E59 Loewe Technology GmbH
        0E5A OmniWave Microelectronics Shanghai Co., Ltd
        0E5B Wuhu Hongjing Electronic Co.,Ltd
        0E5C Rocoto Ltd
        0E5D L.T.H. Electronics Limited
        0E5E SHAPER TOOLS, INC.
        0E5F Ruptela
        0E60 Ant Group Co., Ltd.
        0E61 Queclink Wireless Solutions Co., Ltd.
        0E62 GOKI PTY LTD
        0E63 LAST LOCK INC.
        0E64 HuiTong intelligence Company Limited
        0E65 Daikin Industries, LTD
        0E66 Shenzhen Baseus Technology Co., Ltd.
        0E67 NEXT DEVICES LTDA
        0E68 EarTex Ltd
        0E69 Megatronix (Beijing) Technology Co., Ltd
        0E6A Hyena Inc.
        0E6B Shenzhen Goodocom Information Technology Co., Ltd.
        0E6C RIGH, INC.
        0E6D FEVOS LIMITED
        0E6F OpConnect, Inc.
        0E70 Powerstick.com
        0E71 ENABLEWEAR LLC
        0E72 TOR.AI LIMITED
        0E73 Adventures of the Persistently Impaired (and other tales) Limited
        0E74 Rocky Radios LLC
        0E75 Le Touch (Shenzhen) Electronics Co., Ltd.
        0E76 Guangdong Nanguang Photo&Video Systems Co., Ltd.
        0E77 MOBILE TECH, INC.
        0E78 HONG KONG COMMUNICATIONS COMPANY LIMITED
        0E79 Neptune First OU
        0E7A Vivago Oy
        0E7B Circular
        0E7C final Inc.
        0E7D Jiangsu XinTongda Electric Technology Co.,Ltd.
        0E7E Archon Controls LLC
        0E7F SZR-Dev UG
        0E80 IQNEXXT Solutions GmbH
        0E81 Guangdong Hengqin Xingtong Technology Co.,ltd.
        0E82 CHEVALIER TECH LIMITED
        0E83 SPRiNTUS GmbH
        0E84 Tymphany HK Ltd
        0E85 TigerLight, Inc.
        0E86 Mercury Marine, a division of Brunswick Corporation
        0E87 OpenTech Alliance, Inc.
        0E88 Skewered Fencing, LLC
        0E89 Brudden
        0E8A Tele-Radio i Lysekil AB
        0E8B Allgon AB
        0E8C Gopod Group Holding Limited
        0E8D Celebrities Management Private Limited
        0E8E Nobest Inc
        0E8F Avetos Design LLC
        0E90 RainMaker Solutions, Inc.
        0E91 Identita Inc.
        0E92 Glutz AG
        0E93 MIV ELECTRONICS, LTD
        0E94 Tactrix
        0E95 Viaanix, Inc.
        0E96 Skeed,co,Ltd.
        0E97 kokoromil Inc.
        0E98 Chromatic Inc.
        0E99 Medibound, Inc.
        0E9A Scanbro OU
        0E9B Panasonic Automotive Systems Co., Ltd.
        0E9C Andrews & Arnold Ltd
        0E9D Audinor ApS
        0E9E Travelxp India Private Limited
        0E9F Owlet Baby Care Inc.
        0EA0 ENLESS WIRELESS
        0EA1 Culligan International Company
        0EA2 QIKCONNEX LLC
        0EA3 OLIS ELECTRONICS, LLC
        0EA4 BiTECH Automotive (Wuhu) Co.,Ltd
        0EA5 EasyReach Solutions Private Limited
        0EA6 AMG Lab LLC
        0EA7 BrickXter GmbH
        0EA8 Dongguan Trangjan Industrial Co., Ltd
        0EA9 Makichie Co., Ltd.
        0EAA Hive Soundz inc.
        0EAB STEYR Sport GmbH
        0EAC Dynetrex Solutions Inc.
        0EAD OPTRON Co., Ltd.
        0EAE BHClears Microelectronics (Shanghai) Co., Ltd.
        0EAF Unfolded Circle ApS
        0EB0 FactorySense
        0EB1 WearNex Limited
        0EB2 PRADCO Outdoor Brands
        0EB3 Zucchetti Axess
        0EB4 BLUEFIN DATA, LLC
        0EB5 Preseed Japan Corporation
        0EB6 Server Products, Inc.
        0EB7 Embedded Solutions LLC
        0EB8 PARAGON ID
        0EB9 egojin co,.ltd
        0EBA THERMY LTD
        0EBB Asahi Denso Co.,Ltd.
        0EBC GP Acoustics International Limited
        0EBD Tongfang Health Technology (Beijing) Co., Ltd.
        0EBE Deity Acoustic Technology Co.
        0EBF Schulte-Schlagbaum AG
        0EC0 WEST inx Ltd.
        0EC1 Crossdoor
        0EC2 High Entropy, LLC
        0EC3 Herschel Infrared Ltd
        0EC4 PACIFIC MARINE BATTERIES PTY. LIMITED
        0EC5 Alibaba (China) Co., Ltd.
        0EC6 AuthGate B.V.
        0EC7 Canyon Bicycles GmbH
        0EC8 Codie LLC
        0EC9 NeuroPace Inc
        0ECA NexRev LLC
        0ECB Zhong Shan City Richsound Electronic Industrial Ltd.
        0ECC Shenzhen NEOECO Technology Co., Ltd.
        0ECD Nature Inc.
        0ECE Guangzhou Honor Microelectronic Co.,Ltd.
        0ECF GGEC America, Inc.
        0ED0 Gibson, Inc.
        0ED1 VINYL MATT MEDIA LIMITED
        0ED2 SHENZHEN BESTWAY ELECTRONICS CO.,LTD
        0ED3 Lichens Innovation inc.
        0ED4 Goerdyna Group Co., Ltd
        0ED5 Relish Technologies Limited
        0ED6 Quintessential Design, Inc.
        0ED7 CS INSTRUMENTS GmbH & Co.KG
        0ED8 DORAN MFG. LLC
        0ED9 Overhead Door Corporation
        0EDA Kodira GmbH
        0EDB ShenZhen BoYiChuangXin
        0EDC Shenzhen Zoqin Technology Co., Ltd.
        0EDD Ceridwen Limited
        0EDE Sony Honda Mobility Inc.
        0EDF Dynaudio A/S
        0EE0 MAERSK CONTAINER INDUSTRY A/S
        0EE1 MA MICRO LIMITED
        0EE2 shenzhen hongever technology Co,. Ltd
        0EE3 TAMRON Co., Ltd.
        0EE4 CAPTEMP, LDA
        0EE5 Ambient Life Inc.
        0EE6 NOCTRIX HEALTH, INC
        0EE7 RICKARD AIR DIFFUSION (PTY) LTD
        0EE8 SG Armaturen AS
        0EE9 PIXEL TI IND. E COM PROD ELETRONICOS
        0EEA Core Devices LLC
        0EEB Fujita Electric Works, Ltd
        0EEC Willow Laboratories, Inc.
        0EED BBC Bircher AG
        0EEE ELLEA INGEGNERIA SRL UNIPERSONALE
        0EEF Q42 Internet B.V.
        0EF0 Seaward Electronic
        0EF1 Wuxi Does IOT Co., Ltd
        0EF2 CAPTAIN BLINK
        0EF3 Monil AS
        0EF5 LS ELECTRIC Co., Ltd.
        0EF6 Shenzhen Cyber Innovation Technology Co., Ltd.
        0EF7 Trackonomy Systems, Inc.
        0EF8 IoT Solutions Malta Limited
        0EF9 Aseptico, Inc.
        0EFA Sensear Pty Ltd
        0EFB BLUEPROVIDERZ LLC
        0EFC Jano Life Inc.
        0EFD PRIMES GmbH
        0EFE Teledyne Instruments, Inc.
        0EFF Healthcare Technology Limited
        0F00 TRACERCO LIMITED
        0F01 HAPPLABS SOFTWARE PRIVATE LIMITED
        0F02 GE HEALTHCARE TECHNOLOGIES INC.
        0F03 Olibra LLC
        0F04 Lumen Labs (HK) Ltd
        0F05 SHENZHEN GWSTAI TECHNOLOGY CO.,LTD
        0F06 SHENZHEN POWEROAK NEWENER CO., LTD
        0F07 Tech OVN Private Limited
        0F08 Lezyne USA Inc.
        0F09 ANC CHINA LIMITED
        0F0A LION GROUP, INC.
        0F0B Brightway Innovation Intelligent Technology (Suzhou) Co., Ltd.
        0F0C Hitachi Industrial Equipment Systems Co.,Ltd.
        0F0D Maennl Elektronik GmbH
        0F0E IDEATRONIK Limited Liability Company
        0F0F caive Inc.
        0F10 ShenZhen Doctors of Intelligence & Technology Co.,Ltd
        0F11 Deep and Steep LLC
        0F12 Endur ID, Inc.
        0F13 Freshape SA
        0F14 PreEvnt, LLC
        0F15 Oval Corporation
        0F16 ADHD Friendly co.Ltd
        0F17 RORENTECH Co., Ltd.
        0F18 iKeyless, LLC
        0F19 Shenzhen SuperSound Technology Co.,Ltd
        0F1A FLO SCIENCES, LLC
        0F1B PalatiumCare LLC
        0F1C Edge Semiconductors Inc.
        0F1D ZIMMERMANN PV-Steel Group GmbH & Co. KG
        0F1E Yolni Inc.
        0F1F Ninebot (Changzhou) Tech Co., Ltd.
        0F20 Beijing Spring Creation Technology Co., Ltd.
        0F21 Rokk Limited
        0F22 ONESPACE TECHNOLOGIES (PTY) LTD
        0F23 Yuquan Semiconductor (Xiamen) Co., Ltd.
        0F24 Easy Measure Co., Ltd.
        0F25 Sichuan Changhong Neonet Technologies Co.,Ltd.
        0F26 Centromere Holding B.V.
        0F27 Global Link Distribution Corp.
        0F28 Amp Fit Israel LTD
        0F29 Trezor Company s.r.o.
        0F2A KELLER Druckmesstechnik AG
        0F2B ElitEngineering LLC
        0F2C Vision Group Inc.
        0F2D ClipsClips LLC
        0F2E BRITZ INTERNATIONAL CO.,LTD
        0F2F ThingCo Limited
        0F30 Opal Camera, Inc.
        0F31 TECHNOLOGIES FOR FREERIDE s.r.o
        0F32 FLINTEC UK LIMITED
        0F33 TETNET
        0F34 NINGBO SHARKWARD ELECTRONICS CO.,LTD
        0F35 Audeze LLC
        0F36 NODER Joint Stock Company
        0F37 Schueco International KG
        0F38 GILL INSTRUMENTS LIMITED
        0F39 Seitron Spa
        0F3A Southern Audio Services, Inc
        0F3B SANWA NEWTEC CO.,LTD.
        0F3C Mobile Technology Solutions LLC
        0F3D Vitio Medical S.L.
        0F3E Salyx Medical Inc.
        0F3F Landig + Lava GmbH & Co. KG
        0F40 Health Data Insight C.I.C.
        0F41 BONX INC.
        0F42 LINKEDCHIP TECHNOLOGY INC
        0F43 12mm Health Technology (Hainan) Co., Ltd.
        0F44 MAVERICK ENERGY SOLUTIONS INTERNATIONAL,INC
        0F45 Tactica Defense LLC
        0F46 Huizhou Meicanxin Electronics Technology Co.,Ltd
        0F47 Lodestar Technology Inc.
        0F48 Shenzhen Xinfeiyi Technology Co., Ltd.
        0F49 IYO INC.
        0F4A Mitsubishi Motors Corporation
        0F4B desamisCo.,Ltd.
        0F4C JL WORLD CORPORATION LIMITED
        0F4D Qulinda AB
        0F4E Ningbo Dooya Mechanic & Electronic Technology Co., Ltd
        0F4F G-Vision GmbH
        0F50 Lantern Innovations Incorporated
        0F51 ebm-papst Mulfingen GmbH & Co. KGaA & Co. KG
        0F52 Shenzhen Yunke Intelligent Co.Ltd
        0F53 Fledt & Meiton Marin AB
        0F54 ContiTech Deutschland GmbH
        0F55 Sensoteq Ltd
        0F56 Astute Access Group Limited
        0F57 Silverlake Technologies
        0F58 Shenzhen Guo-link Technology Co.,Ltd.
        0F59 Silicon Vandals PTY LTD
        0F5A Vibe Energy B.V.
        0F5B shanghai fudan electronics group company Co. Ltd
        0F5C Micro Technology Services, Inc.
        0F5D Leapcraft ApS
        0F5E WUXI WEIDA INTELLIGENT ELECTRONICS CO.,LTD.
        0F5F ROBSON SRL
        0F60 Quilt Systems, Inc.
        0F61 HyolimXE Co., Ltd.
        0F62 Kehwin Technologies Co. Ltd.
        0F63 WATTER, Inc.
        0F64 SafeNow GmbH
        0F65 CZV, Inc
        0F66 BIGREDBEE, LLC
        0F67 White Eagle Sonic Technologies, Inc.
        0F68 Navico
        0F69 Ancoe Industry Corporation
        0F6A Roam Devices LLC
        0F6B Skywalk Inc.
        0F6C Biogents AG
        0F6D MODRETRO, INC.
        0F6E iSi Wearable Safety GmbH
        0F6F onanoff limited
        0F70 TECHFLITTER SOLUTIONS PRIVATE LIMITED
        0F71 PIRITIZ LLC
        0F72 FLORLINK, INC.
        0F73 Keycafe Inc.
        0F74 Sperry Labs LLC
        0F75 Senseonics, Incorporated
        0F76 simatec ag
        0F77 CROSS BRAIN CO.,Ltd.
        0F78 Also, Inc.
        0F79 Walter Mueller Inc. for Industrial Electronics
        0F7A SHENZHEN GUANG QI GUO CHUANG TECHNOLOGY CO.,LTD
        0F7B SKYROAM, INC.
        0F7C Polk Audio
        0F7D eQ-3 AG
        0F7E shenzhen Holyiot Technology Co.,Ltd
        0F7F Badass eBikes GmbH
        0F80 Hydro Electronic Devices, Inc.
        0F81 IN Phase International lTD
        0F82 Amon Co.Ltd.
        0F83 Calpeda S.p.A.
        0F84 KT Micro, Inc.
        0F85 Hangzhou Sciener Smart Technology Co., Ltd.
        0F86 Lakecrest Pty Ltd
        0F87 Anacove Inc.
        0F88 Kohler Ventures, Inc.
        0F89 STOREIO TECHNOLOGIES LTD
        0F8A Innogando S.L.
        0F8B A.Y. McDonald Mfg. Co.
        0F8C ROYAL PARTS CO.,LTD
        0F8D JUREN CO., LTD.
        0F8E Biceek Inc
        0F8F SIGNUM INTELLIGENCE LTD
        0F90 MOBI7 TECNOLOGIA EM MOBILIDADE S.A.
        0F91 Valostra Digital Ventures LLP
        0F92 Ethos Group, Inc.
        0F93 Aktiebolaget Ebeco
        0F94 IDX Company, Ltd.
        0F95 Dongguang Huasoo Automation Technology Company Limited
        0F96 SEIKOIST, INC
        0F97 SPX Aids to Navigation Oy
        0F98 Fitnexa Inc
        0F99 DEZINE GROUP LLC
        0F9A Eiritsu Electronics Industry Co., Ltd.
        0F9B Hanshow Technology Co.,Ltd.
        0F9C WePower Technologies LLC
        0F9D IRTrans GmbH
        0F9E Hibino Corporation
        0F9F Seiko Future Creation Inc.
        0FA0 DP IOT
        0FA1 PALRED RETAIL PRIVATE LIMITED
        0FA2 BIA NEUROSCIENCE INC.
        0FA3 B.E.G. Brueck Electronic GmbH
        0FA4 Nice Spa
        0FA5 Avanos Medical, Inc.
        0FA6 Ugreen Group Limited
        0FA7 spheretek japan
        0FA8 Senti Technologies Private Limited
        0FA9 Ranch Systems, Inc.
        0FAA Suzhou Fanxi Technology Co., Ltd.
        0FAB Geo Radar AI Private Limited
        0FAC Flitsmeister B.V.
        0FAD The AI Toy Company
        0FAE Capacite
        0FAF Terasite Technologies
        0FB0 General Resistance, LLC
        0FB1 Avivomed Inc.
        0FB2 PLAUD Inc.
        0FB3 Hooked Society Oy Ltd
        0FB4 StoneDevices
        0FB5 Hangzhou Nano IC Technologies Co,. Ltd
        0FB6 TQ-Systems GmbH
        0FB7 Hapn Holdings, LLC
        0FB8 SITERWELL ELECTRONICS CO.,LIMITED
        0FB9 Shenzhen Mutual Technology Co., Ltd
        0FBA Cosonic Intelligent Technologies Co., Ltd.
        0FBB Rollease Acmeda, Inc.
        0FBC ATANS TECHNOLOGY INC.
        0FBD Locus Robotics Corp.
        0FBE TaigaIoT
        0FBF Tridentify AB
        0FC0 Littlebird Connected Care, Inc.
        0FC1 Air Automotive tracking Inc.
        0FC2 ISSPRO, INC
        0FC3 Shenzhen Jimi loT Co.,Ltd
        0FC4 FulScience Automotive Electronics Co., Ltd.
        0FC5 Hypershell Co., Ltd
        0FC6 ASD Lighting PLC
        0FC7 Pharox B.V.
        0FC8 Eforthink Technology Co., Ltd.
        0FC9 Zirbel Bike GmbH
        0FCA Legato Audio, Inc.
        0FCB Biocorp Production
        0FCC Neurotherapeutics Ltd
        0FCD Wimate Technology Solutions Pvt Ltd
        0FCE NOJA Power
        0FCF Nestlab AS
        0FD0 Stark Future SL
        0FD1 Auranova LLC
        0FD2 Domteknika S.A
        0FD3 YDIIT Co., Ltd
        0FD4 QRITAGYA LLP
        0FD5 Telemacy Ltd
        0FD6 LIOTYS
        0FD7 Hondata, Inc.
        0FD8 SIVA Inotec Limited
        0FD9 REMDEVICE S.R.L.
        0FDA NIVELCO PROCESS CONTROL CO.
        0FDC Beijing Hongsi Electronic Technology Co.,Ltd.
        103A FOSS Analytical A/S
        103D Blahaj Ltd
        103E Nextorage Corporation
        103F infyni
        1040 Raspberry Pi
        1041 Shenzhen Huasheng Jiaye Technology Co., Ltd
        1042 Namara Water Technologies, Inc
        1043 Shanghai Holychip Electronic Co., Ltd.
        1044 Rotarex S.A.
        1045 VOTRONIC Elektronik-Systeme GmbH
        1046 EXELIO S.R.L.
        1047 Yamaha Motor eBike Systems GmbH
        1048 Ferrari s.p.a.
        1049 Anhui Ubico Advanced Manufacture Co., Ltd.
        104A Mueller-BBM Rail Technologies GmbH
        104B Yoto Limited
        104C LAUMAS Elettronica S.r.l.
        104D BUND MEDIA PTY. LTD.
        104E LSC Control Systems Pty Ltd
        104F Safety Lighting Research Pty Ltd
        1050 Hangzhou Sneuro Medical Co., Ltd.
        1051 UnlimitedIRL LLC
        1052 MAXTA TECH INC.
        1053 Sensorworx, Inc.
        FFFF Bluetooth SIG Specification Reserved Default Vendor ID for Remote Devices Without Device ID Service Record.
        """
    )

    /// 16-bit UUIDs the Bluetooth SIG assigned to member companies, with the company's name: 228.
    static let members16 = NameTable<UInt16>(
        """
        FE1C NetMedia, Inc.
        FE1D Illuminati Instrument Corporation
        FE1E Smart Innovations Co., Ltd
        FE1F Garmin International, Inc.
        FE20 Emerson
        FE21 Bose Corporation
        FE22 Zoll Medical Corporation
        FE23 Zoll Medical Corporation
        FE24 August Home Inc
        FE25 Apple, Inc.
        FE26 Google Inc.
        FE27 Google Inc.
        FE28 Ayla Network
        FE29 Gibson Innovations
        FE2A DaisyWorks, Inc.
        FE2B ITT Industries
        FE2C Google Inc.
        FE2D SMART INNOVATION Co.,Ltd
        FE2E ERi,Inc.
        FE2F CRESCO Wireless, Inc
        FE30 Volkswagen AG
        FE31 Volkswagen AG
        FE32 Pro-Mark, Inc.
        FE33 CHIPOLO d.o.o.
        FE34 SmallLoop LLC
        FE35 HUAWEI Technologies Co., Ltd
        FE36 HUAWEI Technologies Co., Ltd
        FE37 Spaceek LTD
        FE38 Spaceek LTD
        FE39 TTS Tooltechnic Systems AG & Co. KG
        FE3A TTS Tooltechnic Systems AG & Co. KG
        FE3B Dolby Laboratories
        FE3C Alibaba
        FE3D BD Medical
        FE3E BD Medical
        FE3F Friday Labs Limited
        FE40 Inugo Systems Limited
        FE41 Inugo Systems Limited
        FE42 Nets A/S
        FE43 Andreas Stihl AG & Co. KG
        FE44 SK Telecom
        FE45 Snapchat Inc
        FE46 B&O Play A/S
        FE47 General Motors
        FE48 General Motors
        FE49 SenionLab AB
        FE4A OMRON HEALTHCARE Co., Ltd.
        FE4B Koninklijke Philips N.V.
        FE4C Volkswagen AG
        FE4D Casambi Technologies Oy
        FE4E NTT docomo
        FE4F Molekule, Inc.
        FE50 Google Inc.
        FE51 SRAM
        FE52 SetPoint Medical
        FE53 3M
        FE54 Motiv, Inc.
        FE55 Google Inc.
        FE56 Google Inc.
        FE57 Dotted Labs
        FE58 Nordic Semiconductor ASA
        FE59 Nordic Semiconductor ASA
        FE5A Chronologics Corporation
        FE5B GT-tronics HK Ltd
        FE5C million hunters GmbH
        FE5D Grundfos A/S
        FE5E Plastc Corporation
        FE5F Eyefi, Inc.
        FE60 Lierda Science & Technology Group Co., Ltd.
        FE61 Logitech International SA
        FE62 Indagem Tech LLC
        FE63 Connected Yard, Inc.
        FE64 Siemens AG
        FE65 CHIPOLO d.o.o.
        FE66 Intel Corporation
        FE67 Lab Sensor Solutions
        FE68 Qualcomm Life Inc
        FE69 Qualcomm Life Inc
        FE6A Kontakt Micro-Location Sp. z o.o.
        FE6B TASER International, Inc.
        FE6C TASER International, Inc.
        FE6D The University of Tokyo
        FE6E The University of Tokyo
        FE6F LINE Corporation
        FE70 Beijing Jingdong Century Trading Co., Ltd.
        FE71 Plume Design Inc
        FE72 St. Jude Medical, Inc.
        FE73 St. Jude Medical, Inc.
        FE74 unwire
        FE75 TangoMe
        FE76 TangoMe
        FE77 Hewlett-Packard Company
        FE78 Hewlett-Packard Company
        FE79 Zebra Technologies
        FE7A Bragi GmbH
        FE7B Orion Labs, Inc.
        FE7C Stollmann E+V GmbH
        FE7D Aterica Health Inc.
        FE7E Awear Solutions Ltd
        FE7F Doppler Lab
        FE80 Doppler Lab
        FE81 Medtronic Inc.
        FE82 Medtronic Inc.
        FE83 Blue Bite
        FE84 RF Digital Corp
        FE85 RF Digital Corp
        FE86 HUAWEI Technologies Co., Ltd.
        FE87 Qingdao Yeelink Information Technology Co., Ltd.
        FE88 SALTO SYSTEMS S.L.
        FE89 B&O Play A/S
        FE8A Apple, Inc.
        FE8B Apple, Inc.
        FE8C TRON Forum
        FE8D Interaxon Inc.
        FE8E ARM Ltd
        FE8F CSR
        FE90 JUMA
        FE91 Shanghai Imilab Technology Co.,Ltd
        FE92 Jarden Safety & Security
        FE93 OttoQ Inc.
        FE94 OttoQ Inc.
        FE95 Xiaomi Inc.
        FE96 Tesla Motor Inc.
        FE97 Tesla Motor Inc.
        FE98 Currant, Inc.
        FE99 Currant, Inc.
        FE9A Estimote
        FE9B Samsara Networks, Inc
        FE9C GSI Laboratories, Inc.
        FE9D Mobiquity Networks Inc
        FE9E Dialog Semiconductor B.V.
        FE9F Google
        FEA0 Google
        FEA1 Intrepid Control Systems, Inc.
        FEA2 Intrepid Control Systems, Inc.
        FEA3 ITT Industries
        FEA4 Paxton Access Ltd
        FEA5 GoPro, Inc.
        FEA6 GoPro, Inc.
        FEA7 UTC Fire and Security
        FEA8 Savant Systems LLC
        FEA9 Savant Systems LLC
        FEAA Google
        FEAB Nokia Corporation
        FEAC Nokia Corporation
        FEAD Nokia Corporation
        FEAE Nokia Corporation
        FEAF Nest Labs Inc.
        FEB0 Nest Labs Inc.
        FEB1 Electronics Tomorrow Limited
        FEB2 Microsoft Corporation
        FEB3 Taobao
        FEB4 WiSilica Inc.
        FEB5 WiSilica Inc.
        FEB6 Vencer Co, Ltd
        FEB7 Facebook, Inc.
        FEB8 Facebook, Inc.
        FEB9 LG Electronics
        FEBA Tencent Holdings Limited
        FEBB adafruit industries
        FEBC Dexcom, Inc.
        FEBD Clover Network, Inc.
        FEBE Bose Corporation
        FEBF Nod, Inc.
        FEC0 KDDI Corporation
        FEC1 KDDI Corporation
        FEC2 Blue Spark Technologies, Inc.
        FEC3 360fly, Inc.
        FEC4 PLUS Location Systems
        FEC5 Realtek Semiconductor Corp.
        FEC6 Kocomojo, LLC
        FEC7 Apple, Inc.
        FEC8 Apple, Inc.
        FEC9 Apple, Inc.
        FECA Apple, Inc.
        FECB Apple, Inc.
        FECC Apple, Inc.
        FECD Apple, Inc.
        FECE Apple, Inc.
        FECF Apple, Inc.
        FED0 Apple, Inc.
        FED1 Apple, Inc.
        FED2 Apple, Inc.
        FED3 Apple, Inc.
        FED4 Apple, Inc.
        FED5 Plantronics Inc.
        FED6 Broadcom Corporation
        FED7 Broadcom Corporation
        FED8 Google
        FED9 Pebble Technology Corporation
        FEDA ISSC Technologies Corporation
        FEDB Perka, Inc.
        FEDC Jawbone
        FEDD Jawbone
        FEDE Coin, Inc.
        FEDF Design SHIFT
        FEE0 Anhui Huami Information Technology Co.
        FEE1 Anhui Huami Information Technology Co.
        FEE2 Anki, Inc.
        FEE3 Anki, Inc.
        FEE4 Nordic Semiconductor ASA
        FEE5 Nordic Semiconductor ASA
        FEE6 Seed Labs, Inc.
        FEE7 Tencent Holdings Limited
        FEE8 Quintic Corp.
        FEE9 Quintic Corp.
        FEEA Swirl Networks, Inc.
        FEEB Swirl Networks, Inc.
        FEEC Tile, Inc.
        FEED Tile, Inc.
        FEEE Polar Electro Oy
        FEEF Polar Electro Oy
        FEF0 Intel
        FEF1 CSR
        FEF2 CSR
        FEF3 Google
        FEF4 Google
        FEF5 Dialog Semiconductor GmbH
        FEF6 Wicentric, Inc.
        FEF7 Aplix Corporation
        FEF8 Aplix Corporation
        FEF9 PayPal, Inc.
        FEFA PayPal, Inc.
        FEFB Stollmann E+V GmbH
        FEFC Gimbal, Inc.
        FEFD Gimbal, Inc.
        FEFE GN ReSound A/S
        FEFF GN Netcom
        """
    )

    /// GAP appearance values (category << 6 | subcategory), "Category: Subcategory": 302.
    static let appearances = NameTable<UInt16>(
        """
        0000 Unknown
        0040 Phone
        0080 Computer
        0081 Computer: Desktop Workstation
        0082 Computer: Server-class Computer
        0083 Computer: Laptop
        0084 Computer: Handheld PC/PDA (clamshell)
        0085 Computer: Palm-size PC/PDA
        0086 Computer: Wearable computer (watch size)
        0087 Computer: Tablet
        0088 Computer: Docking Station
        0089 Computer: All in One
        008A Computer: Blade Server
        008B Computer: Convertible
        008C Computer: Detachable
        008D Computer: IoT Gateway
        008E Computer: Mini PC
        008F Computer: Stick PC
        00C0 Watch
        00C1 Watch: Sports Watch
        00C2 Watch: Smartwatch
        0100 Clock
        0140 Display
        0180 Remote Control
        01C0 Eye-glasses
        0200 Tag
        0240 Keyring
        0280 Media Player
        02C0 Barcode Scanner
        0300 Thermometer
        0301 Thermometer: Ear Thermometer
        0340 Heart Rate Sensor
        0341 Heart Rate Sensor: Heart Rate Belt
        0380 Blood Pressure
        0381 Blood Pressure: Arm Blood Pressure
        0382 Blood Pressure: Wrist Blood Pressure
        03C0 Human Interface Device
        03C1 Human Interface Device: Keyboard
        03C2 Human Interface Device: Mouse
        03C3 Human Interface Device: Joystick
        03C4 Human Interface Device: Gamepad
        03C5 Human Interface Device: Digitizer Tablet
        03C6 Human Interface Device: Card Reader
        03C7 Human Interface Device: Digital Pen
        03C8 Human Interface Device: Barcode Scanner
        03C9 Human Interface Device: Touchpad
        03CA Human Interface Device: Presentation Remote
        0400 Glucose Meter
        0440 Running Walking Sensor
        0441 Running Walking Sensor: In-Shoe Running Walking Sensor
        0442 Running Walking Sensor: On-Shoe Running Walking Sensor
        0443 Running Walking Sensor: On-Hip Running Walking Sensor
        0480 Cycling
        0481 Cycling: Cycling Computer
        0482 Cycling: Speed Sensor
        0483 Cycling: Cadence Sensor
        0484 Cycling: Power Sensor
        0485 Cycling: Speed and Cadence Sensor
        04C0 Control Device
        04C1 Control Device: Switch
        04C2 Control Device: Multi-switch
        04C3 Control Device: Button
        04C4 Control Device: Slider
        04C5 Control Device: Rotary Switch
        04C6 Control Device: Touch Panel
        04C7 Control Device: Single Switch
        04C8 Control Device: Double Switch
        04C9 Control Device: Triple Switch
        04CA Control Device: Battery Switch
        04CB Control Device: Energy Harvesting Switch
        04CC Control Device: Push Button
        04CD Control Device: Dial
        0500 Network Device
        0501 Network Device: Access Point
        0502 Network Device: Mesh Device
        0503 Network Device: Mesh Network Proxy
        0540 Sensor
        0541 Sensor: Motion Sensor
        0542 Sensor: Air quality Sensor
        0543 Sensor: Temperature Sensor
        0544 Sensor: Humidity Sensor
        0545 Sensor: Leak Sensor
        0546 Sensor: Smoke Sensor
        0547 Sensor: Occupancy Sensor
        0548 Sensor: Contact Sensor
        0549 Sensor: Carbon Monoxide Sensor
        054A Sensor: Carbon Dioxide Sensor
        054B Sensor: Ambient Light Sensor
        054C Sensor: Energy Sensor
        054D Sensor: Color Light Sensor
        054E Sensor: Rain Sensor
        054F Sensor: Fire Sensor
        0550 Sensor: Wind Sensor
        0551 Sensor: Proximity Sensor
        0552 Sensor: Multi-Sensor
        0553 Sensor: Flush Mounted Sensor
        0554 Sensor: Ceiling Mounted Sensor
        0555 Sensor: Wall Mounted Sensor
        0556 Sensor: Multisensor
        0557 Sensor: Energy Meter
        0558 Sensor: Flame Detector
        0559 Sensor: Vehicle Tire Pressure Sensor
        0580 Light Fixtures
        0581 Light Fixtures: Wall Light
        0582 Light Fixtures: Ceiling Light
        0583 Light Fixtures: Floor Light
        0584 Light Fixtures: Cabinet Light
        0585 Light Fixtures: Desk Light
        0586 Light Fixtures: Troffer Light
        0587 Light Fixtures: Pendant Light
        0588 Light Fixtures: In-ground Light
        0589 Light Fixtures: Flood Light
        058A Light Fixtures: Underwater Light
        058B Light Fixtures: Bollard with Light
        058C Light Fixtures: Pathway Light
        058D Light Fixtures: Garden Light
        058E Light Fixtures: Pole-top Light
        058F Light Fixtures: Spotlight
        0590 Light Fixtures: Linear Light
        0591 Light Fixtures: Street Light
        0592 Light Fixtures: Shelves Light
        0593 Light Fixtures: Bay Light
        0594 Light Fixtures: Emergency Exit Light
        0595 Light Fixtures: Light Controller
        0596 Light Fixtures: Light Driver
        0597 Light Fixtures: Bulb
        0598 Light Fixtures: Low-bay Light
        0599 Light Fixtures: High-bay Light
        05C0 Fan
        05C1 Fan: Ceiling Fan
        05C2 Fan: Axial Fan
        05C3 Fan: Exhaust Fan
        05C4 Fan: Pedestal Fan
        05C5 Fan: Desk Fan
        05C6 Fan: Wall Fan
        0600 HVAC
        0601 HVAC: Thermostat
        0602 HVAC: Humidifier
        0603 HVAC: De-humidifier
        0604 HVAC: Heater
        0605 HVAC: Radiator
        0606 HVAC: Boiler
        0607 HVAC: Heat Pump
        0608 HVAC: Infrared Heater
        0609 HVAC: Radiant Panel Heater
        060A HVAC: Fan Heater
        060B HVAC: Air Curtain
        0640 Air Conditioning
        0680 Humidifier
        06C0 Heating
        06C1 Heating: Radiator
        06C2 Heating: Boiler
        06C3 Heating: Heat Pump
        06C4 Heating: Infrared Heater
        06C5 Heating: Radiant Panel Heater
        06C6 Heating: Fan Heater
        06C7 Heating: Air Curtain
        0700 Access Control
        0701 Access Control: Access Door
        0702 Access Control: Garage Door
        0703 Access Control: Emergency Exit Door
        0704 Access Control: Access Lock
        0705 Access Control: Elevator
        0706 Access Control: Window
        0707 Access Control: Entrance Gate
        0708 Access Control: Door Lock
        0709 Access Control: Locker
        0740 Motorized Device
        0741 Motorized Device: Motorized Gate
        0742 Motorized Device: Awning
        0743 Motorized Device: Blinds or Shades
        0744 Motorized Device: Curtains
        0745 Motorized Device: Screen
        0780 Power Device
        0781 Power Device: Power Outlet
        0782 Power Device: Power Strip
        0783 Power Device: Plug
        0784 Power Device: Power Supply
        0785 Power Device: LED Driver
        0786 Power Device: Fluorescent Lamp Gear
        0787 Power Device: HID Lamp Gear
        0788 Power Device: Charge Case
        0789 Power Device: Power Bank
        07C0 Light Source
        07C1 Light Source: Incandescent Light Bulb
        07C2 Light Source: LED Lamp
        07C3 Light Source: HID Lamp
        07C4 Light Source: Fluorescent Lamp
        07C5 Light Source: LED Array
        07C6 Light Source: Multi-Color LED Array
        07C7 Light Source: Low voltage halogen
        07C8 Light Source: Organic light emitting diode (OLED)
        0800 Window Covering
        0801 Window Covering: Window Shades
        0802 Window Covering: Window Blinds
        0803 Window Covering: Window Awning
        0804 Window Covering: Window Curtain
        0805 Window Covering: Exterior Shutter
        0806 Window Covering: Exterior Screen
        0840 Audio Sink
        0841 Audio Sink: Standalone Speaker
        0842 Audio Sink: Soundbar
        0843 Audio Sink: Bookshelf Speaker
        0844 Audio Sink: Standmounted Speaker
        0845 Audio Sink: Speakerphone
        0880 Audio Source
        0881 Audio Source: Microphone
        0882 Audio Source: Alarm
        0883 Audio Source: Bell
        0884 Audio Source: Horn
        0885 Audio Source: Broadcasting Device
        0886 Audio Source: Service Desk
        0887 Audio Source: Kiosk
        0888 Audio Source: Broadcasting Room
        0889 Audio Source: Auditorium
        08C0 Motorized Vehicle
        08C1 Motorized Vehicle: Car
        08C2 Motorized Vehicle: Large Goods Vehicle
        08C3 Motorized Vehicle: 2-Wheeled Vehicle
        08C4 Motorized Vehicle: Motorbike
        08C5 Motorized Vehicle: Scooter
        08C6 Motorized Vehicle: Moped
        08C7 Motorized Vehicle: 3-Wheeled Vehicle
        08C8 Motorized Vehicle: Light Vehicle
        08C9 Motorized Vehicle: Quad Bike
        08CA Motorized Vehicle: Minibus
        08CB Motorized Vehicle: Bus
        08CC Motorized Vehicle: Trolley
        08CD Motorized Vehicle: Agricultural Vehicle
        08CE Motorized Vehicle: Camper / Caravan
        08CF Motorized Vehicle: Recreational Vehicle / Motor Home
        0900 Domestic Appliance
        0901 Domestic Appliance: Refrigerator
        0902 Domestic Appliance: Freezer
        0903 Domestic Appliance: Oven
        0904 Domestic Appliance: Microwave
        0905 Domestic Appliance: Toaster
        0906 Domestic Appliance: Washing Machine
        0907 Domestic Appliance: Dryer
        0908 Domestic Appliance: Coffee maker
        0909 Domestic Appliance: Clothes iron
        090A Domestic Appliance: Curling iron
        090B Domestic Appliance: Hair dryer
        090C Domestic Appliance: Vacuum cleaner
        090D Domestic Appliance: Robotic vacuum cleaner
        090E Domestic Appliance: Rice cooker
        090F Domestic Appliance: Clothes steamer
        0940 Wearable Audio Device
        0941 Wearable Audio Device: Earbud
        0942 Wearable Audio Device: Headset
        0943 Wearable Audio Device: Headphones
        0944 Wearable Audio Device: Neck Band
        0980 Aircraft
        0981 Aircraft: Light Aircraft
        0982 Aircraft: Microlight
        0983 Aircraft: Paraglider
        0984 Aircraft: Large Passenger Aircraft
        09C0 AV Equipment
        09C1 AV Equipment: Amplifier
        09C2 AV Equipment: Receiver
        09C3 AV Equipment: Radio
        09C4 AV Equipment: Tuner
        09C5 AV Equipment: Turntable
        09C6 AV Equipment: CD Player
        09C7 AV Equipment: DVD Player
        09C8 AV Equipment: Bluray Player
        09C9 AV Equipment: Optical Disc Player
        09CA AV Equipment: Set-Top Box
        0A00 Display Equipment
        0A01 Display Equipment: Television
        0A02 Display Equipment: Monitor
        0A03 Display Equipment: Projector
        0A40 Hearing aid
        0A41 Hearing aid: In-ear hearing aid
        0A42 Hearing aid: Behind-ear hearing aid
        0A43 Hearing aid: Cochlear Implant
        0A80 Gaming
        0A81 Gaming: Home Video Game Console
        0A82 Gaming: Portable handheld console
        0AC0 Signage
        0AC1 Signage: Digital Signage
        0AC2 Signage: Electronic Label
        0C40 Pulse Oximeter
        0C41 Pulse Oximeter: Fingertip Pulse Oximeter
        0C42 Pulse Oximeter: Wrist Worn Pulse Oximeter
        0C80 Weight Scale
        0CC0 Personal Mobility Device
        0CC1 Personal Mobility Device: Powered Wheelchair
        0CC2 Personal Mobility Device: Mobility Scooter
        0D00 Continuous Glucose Monitor
        0D40 Insulin Pump
        0D41 Insulin Pump: Insulin Pump, durable pump
        0D44 Insulin Pump: Insulin Pump, patch pump
        0D48 Insulin Pump: Insulin Pen
        0D80 Medication Delivery
        0DC0 Spirometer
        0DC1 Spirometer: Handheld Spirometer
        1440 Outdoor Sports Activity
        1441 Outdoor Sports Activity: Location Display
        1442 Outdoor Sports Activity: Location and Navigation Display
        1443 Outdoor Sports Activity: Location Pod
        1444 Outdoor Sports Activity: Location and Navigation Pod
        """
    )
}

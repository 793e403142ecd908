#!/usr/bin/env python3
"""Generate the sample BLE HCI captures in ``Captures/``.

Every file is a simulated session captured on the central's HCI interface --
commands, events and ACL data in both directions, as in an Android phone's
``btsnoop_hci.log`` -- produced by Google's ``bumble`` host stacks talking over
bumble's emulated link (see "How it is made" below).

Files
-----
``heart-rate-strap.btsnoop``, ``.pcapng``, ``-monitor.btsnoop``
    A phone and a heart-rate chest strap, ~2 min 10 s, in three containers
    holding the same HCI packets with the same timestamps: btsnoop v1 datalink
    1002 (H4, like Android's btsnoop_hci.log); pcapng link type 201 (H4 with
    4-byte direction pseudo-header, microsecond timestamps, like a Wireshark
    capture); btsnoop v1 datalink 2001 (Linux monitor, as ``btmon -w`` writes,
    with System Note / New Index / Open Index / Index Info records first and a
    Close Index record last).
``heart-rate-strap-reconnect.btsnoop``
    The same phone and strap: bonding (LE Secure Connections) in a first
    connection, then a reconnection with the stored key and the cached GATT
    table; the strap ends it.
``gatt-procedures.btsnoop``
    A bedside gateway and a wrist pulse oximeter at ATT_MTU 23: Find By Type
    Value, long read (Read Blob), Read Multiple, Read Multiple Variable, ATT
    errors, Write Long (Prepare/Execute Write), Service Changed indication and
    re-discovery, PLX Continuous Measurement notifications.
``firmware-before.btsnoop``, ``firmware-after.btsnoop``
    The phone and the strap before and after a firmware update of the strap,
    differing in a documented handful of ways (for ``hrsniff diff``).
``blood-pressure.btsnoop``, ``thermometer.btsnoop``, ``weight-scale.btsnoop``,
``glucose.btsnoop``, ``cycling-speed-cadence.btsnoop``, ``fitness-machine.btsnoop``
    The same phone and one sensor per profile (Blood Pressure, Health
    Thermometer, Weight Scale + Body Composition, Glucose with the Record
    Access Control Point, Cycling Speed and Cadence, Fitness Machine indoor
    bike), values encoded as the GATT Specification Supplement gives them.
``hrm-app-ios.pklg``, ``hrm-app-android.btsnoop``
    The same heart-rate app written for iOS and for Android and the strap:
    a scan filtered on the Heart Rate service, connection, discovery, Body
    Sensor Location, a minute of Heart Rate Measurement notifications. The
    iOS one is an iPhone's PacketLogger file (notes, no controller
    initialisation); each platform's HCI as that platform's stack makes it.
``coospo-h6.btsnoop``, ``polar-h7.btsnoop``, ``medisana-pm100.btsnoop``,
``scale-framed.btsnoop``
    An Android app and one device each, its advertising, GATT layout and
    chip as described in its module: a COOSPO H6 strap (8- and 16-bit heart
    rate), a Polar H7 strap (Bluetooth 4.0, ATT_MTU 23, seven Device
    Information values), a Medisana PM100 pulse oximeter (PLX SFLOATs with
    exponents 0 and -1), a scale speaking a framed protocol over a
    transparent-UART service (frames split across notifications, one bad
    checksum).

All other files are btsnoop datalink 1002 only. ``make_phone_captures.py`` (run
at the end) copies the heart-rate strap session into PacketLogger files and an
Android bug report.

heart-rate-strap (starts 2026-03-14T09:26:53.000000Z, lasts ~2 min 10 s)
--------------------------------------------------------------------------
An Android-like phone (central, GATT client) and a heart-rate chest strap
(peripheral, GATT server).

0. Controller initialisation as the host stack does it when Bluetooth is
   switched on: Reset, Read Local Version (Qualcomm), event masks, LE Read
   Buffer Size (27-byte LE ACL packets), Read BD ADDR, LE Set Random Address.
1. Active scan (LE Set Scan Parameters / Enable), advertising reports and scan
   responses from the strap ("HRS-Strap 7F3A", F1:2C:33:7F:3A:01 random
   static: Flags, Complete Local Name, 16-bit UUIDs 0x180D/0x180F, Appearance
   0x0341; scan response: Nordic manufacturer data, TX power) and from a
   bystander, scan disable.
2. LE Create Connection -> LE Connection Complete (phone is central, handle
   0x0042, 45 ms interval), LE Read Remote Features.
3. ATT Exchange MTU (client 517, server 247).
4. Android-style discovery: Read By Group Type (primary services), then per
   service Read By Type (includes), Read By Type (characteristics) and Find
   Information (descriptors).
5. Reads: Body Sensor Location (chest), Battery Level (87 %), Device
   Information strings.
6. Subscriptions (CCCD writes) to Heart Rate Measurement, Battery Level and the
   vendor data characteristic; Heart Rate Control Point "reset energy
   expended"; a vendor command (write without response) and its status frame.
7. ~2 minutes of Heart Rate Measurement notifications (120, one per second),
   with RR intervals, energy expended every 10th, a 16-bit format stretch and
   a 5 s loss of skin contact; Battery Level and vendor notifications.
8. After ~5 s of notifications: L2CAP LE signalling Connection Parameter
   Update Request from the strap, the phone's response, LE Connection Update
   -> Command Status -> LE Connection Update Complete (100 ms, latency 4).
9. Unsubscribe (CCCD 0x0000), HCI Disconnect (reason 0x13) -> Disconnection
   Complete (reason 0x16, as a real controller reports a local disconnect).

heart-rate-strap-reconnect (starts 2026-03-16T07:41:05Z, ~4 min)
----------------------------------------------------------------
The same phone (identity: public address 94:65:2D:4F:6A:12) and strap. The
phone keeps the controller's resolving list up to date as Android does (LE
Clear Resolving List / LE Add Device To Resolving List / LE Set Address
Resolution Enable at start-up and after bonding).

First connection (phone RPA 1 52:9A:3C:59:3C:73; RPA 2 below is
4B:07:E1:A2:4C:47; both resolve with the IRK the phone distributes):
 0. Controller initialisation (as above, plus the resolving list commands).
 1. Active scan: four advertising events of the strap with scan responses,
    scan disable.
 2. LE Create Connection -> LE Connection Complete (handle 0x0042, 45 ms), LE
    Read Remote Features.
 3. ATT Exchange MTU (517 / 247).
 4. Full discovery: primary services, then per service includes,
    characteristics and descriptors.
 5. Bonding, LE Secure Connections Just Works (phone DisplayYesNo with MITM
    requested, strap NoInputNoOutput; both distribute LTK+IRK flags): Pairing
    Request / Pairing Response, Pairing Public Key both ways (fragmented: 69
    bytes of L2CAP in 27-byte ACL packets), Pairing Confirm (strap), Pairing
    Random both ways, Pairing DHKey Check both ways; HCI LE Start Encryption
    (EDIV 0, Rand 0, the LTK from f5) -> Command Status -> Encryption Change
    (on); key distribution over the encrypted link: the strap's Identity
    Information (IRK) + Identity Address Information (its static address),
    then the phone's (IRK + public identity address); the phone adds the strap
    to its resolving list.
 6. Reads: Body Sensor Location, Battery Level (79 %).
 7. Subscriptions: Heart Rate Measurement and Battery Level CCCDs.
 8. ~20 s of Heart Rate Measurement notifications (strap ticks 0-19 of the
    shared heart-rate series); the strap's L2CAP Connection Parameter Update
    Request after ~4.5 s (-> LE Connection Update), as in every connection.
 9. Unsubscribe Heart Rate Measurement; HCI Disconnect (0x13) -> Disconnection
    Complete reason 0x16.
About three minutes later:
10. LE Set Random Address: the phone's RPA has rotated (RPA 2).
11. LE Create Connection straight to the bonded strap (no scan), LE Connection
    Complete (handle 0x0042 again), LE Read Remote Features.
12. LE Start Encryption with the stored LTK (EDIV 0, Rand 0) -> Command Status
    -> Encryption Change. (The strap's controller asks its host with an LE Long
    Term Key Request, which is not visible on the phone's HCI.)
13. ATT Exchange MTU again (Android does it on every connection), then NO
    discovery: the phone writes the Heart Rate Measurement CCCD directly, at
    the handle it cached in step 4.
14. ~20 s of notifications (strap ticks 40-59 of the series: the workout
    resumed), with the strap's connection parameter update again.
15. The strap ends the connection (switched off): Disconnection Complete with
    reason 0x13 (Remote User Terminated Connection) from the remote side.

gatt-procedures (starts 2026-03-17T14:05:22Z, ~23 s)
----------------------------------------------------
A bedside gateway (central, GATT client: an embedded host that never
exchanges the MTU, so ATT_MTU stays 23 throughout; its controller reports
company 0x05F1, has no public address -- Read BD ADDR returns
00:00:00:00:00:00 -- uses the static random address D4:9E:35:0A:77:C3 and
numbers connections from handle 0x0000; 30 ms interval) and a wrist pulse
oximeter "KP-OX2 5B1C" (C7:3E:91:5B:1C:02 random static; GATT server,
database in ``captures/oximeter.py``: GAP, GATT with Service Changed, Heart
Rate, Battery, Device Information, Pulse Oximeter 0x1822, a vendor 128-bit
service 3E5A0001-...).

 0. Controller initialisation.
 1. Active scan: advertising reports and scan responses of the oximeter
    (100 ms interval), scan disable.
 2. LE Create Connection -> LE Connection Complete (handle 0x0000), LE Read
    Remote Features. No Exchange MTU.
 3. Discover Primary Service by Service UUID: Find By Type Value Request
    (0x06) for the Pulse Oximeter Service 0x1822 -> one match (0x001F-0x0024);
    a second request from 0x0025 -> Error Response Attribute Not Found (0x0A).
    Then its characteristics (Read By Type) and descriptors (Find
    Information).
 4. Discover All Primary Services (Read By Group Type), then characteristics
    and descriptors of every other service (the PLX service is already known;
    the vendor characteristics have 128-bit UUIDs, one per Read By Type
    Response at this MTU).
 5. Subscribe to Service Changed (CCCD 0x0002, indications).
 6. Long read of the Manufacturer Name String (80 bytes): Read Request ->
    Read Response (22 bytes), then Read Blob Requests (0x0C) at offsets 22, 44
    and 66 -> Read Blob Responses (22, 22, 14 bytes).
 7. Read Multiple Request (0x0E) of Battery Level (64 %) and Body Sensor
    Location (0x02 wrist) -> Read Multiple Response (0x0F) with the two
    fixed-length values concatenated (40 02).
 8. Read Multiple Variable Request (0x20) of Model Number String and Firmware
    Revision String -> Read Multiple Variable Response (0x21) with
    length-prefixed values ("KP-OX2", "1.3.2"). tshark 4.0 shows these two
    PDUs as <unknown>.
 9. Read PLX Features (0x0040: Pulse Amplitude Index supported).
10. ATT errors (Error Response, 0x01): read of the Heart Rate Control Point
    (write-only) -> Read Not Permitted (0x02); read of the vendor Calibration
    characteristic (needs an authenticated link) -> Insufficient
    Authentication (0x05); read of the vendor Patient ID characteristic (needs
    an encrypted link) -> Insufficient Encryption (0x0F). The gateway does not
    pair.
11. Write Long Characteristic Value (reliable, queued write) of the vendor
    Alarm Limits characteristic, 44 bytes: Prepare Write Requests (0x16) at
    offsets 0, 18 and 36 (18, 18, 8 bytes), each echoed by a Prepare Write
    Response (0x17), then Execute Write Request (0x18, flags 0x01 = write) ->
    Execute Write Response (0x19).
12. Subscribe to PLX Continuous Measurement (CCCD 0x0001).
13. PLX Continuous Measurement notifications, one per second: flags 0x10
    (Pulse Amplitude Index present), SpO2 97 % and PR 72 bpm as SFLOATs with
    exponent 0 (0x0061, 0x0048), Pulse Amplitude Index as an SFLOAT with
    exponent -1 (2.3-2.7 %).
14. About 5.4 s after the first notification the user enables firmware
    updates: the oximeter adds the Nordic Secure DFU service (0xFE59: Buttonless
    DFU characteristic 8EC90003-..., Write | Indicate, + CCCD; handles
    0x002C-0x002F) at the end of its database and sends a Handle Value
    Indication (0x1D) of Service Changed with that range; the gateway answers
    with a Handle Value Confirmation (0x1E) and re-discovers exactly that
    range: Read By Group Type (0x002C-0x002F), Read By Type (characteristics),
    Find Information (descriptors).
15. More notifications (16 in all), unsubscribe (CCCD 0x0000), HCI Disconnect
    (0x13) -> Disconnection Complete 0x16.

firmware-before / firmware-after (start 2026-03-20T18:02:11Z / 18:47:36Z, ~38 s)
--------------------------------------------------------------------------------
The same phone (same RPA as heart-rate-strap.btsnoop) and strap (same address
and name) before and after a firmware update of the strap. Both run the same
scenario, and every step starts at the same offset from the start of the
capture in both, with the same timing jitter, so identical packets have
identical relative timestamps.

Intended differences ("after" compared with "before"), and nothing else:
 1. One characteristic added: vendor "sensor status"
    (8F3A0004-5F7E-4C1A-9B6D-2C4E7F9A1B3C, Read, not read by the phone), the
    last characteristic of the vendor 128-bit service 8F3A0001-...
 2. The vendor 128-bit service moved by two handles: 0x0025-0x002A before,
    0x0027-0x002E after (its two characteristics and the CCCD likewise +2;
    its end handle +4 with the added characteristic). The new firmware leaves
    two handles unused after Device Information (a compiled-out feature's
    slot), so everything before the vendor service keeps its handles. (Two
    discoverable attributes inserted there would themselves be an added
    characteristic or descriptor, i.e. another difference.)
 3. Battery Level value: 92 % -> 71 % (Read Response).
 4. Firmware Revision String: "2.4.17" -> "2.5.0" (Read Response).
 5. The phone no longer subscribes to the vendor notify characteristic
    8F3A0002-...: no CCCD write for it (step 6) and no unsubscribe (step 8).
Consequences of 1, 2 and 5 rather than further changes: the discovery
packets that carry the vendor service and its characteristics differ
(handles; one more Read By Type entry, so that response needs one more ACL
fragment); the vendor command write carries the shifted handle; without the
subscription the strap sends no vendor notifications (no status frame after
the vendor command, no 30 s activity summary); and where "before" has packets
that "after" lacks, "after" simply has a quiet gap: the next common packet has
the same relative timestamp in both. Neither session's strap exposes Software
Revision String or PnP ID, its scan response carries no version or battery
level, and the vendor command carries no clock time, so those cannot differ
(the absolute capture start times do, as two real captures' would).

 0. Controller initialisation.
 1. Active scan: four advertising events of the strap, scan disable.
 2. LE Create Connection -> LE Connection Complete (handle 0x0042, 45 ms), LE
    Read Remote Features.
 3. ATT Exchange MTU (517 / 247).
 4. Full discovery (services, includes, characteristics, descriptors).
 5. Reads: Body Sensor Location, Battery Level, Manufacturer Name, Model
    Number, Serial Number, Firmware Revision.
 6. Subscribe to Heart Rate Measurement; Heart Rate Control Point "reset
    energy expended"; subscribe to Battery Level; ("before" only) subscribe to
    the vendor data characteristic; vendor "request status" command (write
    without response, 4 bytes); ("before" only) the strap's status frame.
 7. 30 Heart Rate Measurement notifications, one per second (strap ticks 0-29
    of the shared series); the strap's L2CAP Connection Parameter Update
    Request after ~4.5 s (-> LE Connection Update); ("before" only) the 30 s
    vendor activity summary.
 8. Unsubscribe Heart Rate Measurement (and, "before" only, the vendor data
    characteristic); HCI Disconnect (0x13) -> Disconnection Complete 0x16.

Profile sessions (blood-pressure ... fitness-machine)
-----------------------------------------------------
The phone of the heart-rate strap sessions (Qualcomm controller, public
address 94:65:2D:4F:6A:12, a new RPA from its IRK in each capture) and one
made-up sensor with a random static address. Common steps
(``captures/profile_session.py``): controller initialisation; active scan
with advertising reports (Flags, name, 16-bit service UUIDs, Appearance) and
scan responses; LE Create Connection -> LE Connection Complete (handle
0x0042, 45 ms), LE Read Remote Features; ATT Exchange MTU (517 / the
sensor's value; not in weight-scale); Android-style discovery (services,
includes, characteristics, descriptors); reads of every Device Information
characteristic and of the Battery Level (if the sensor has a Battery
service). The profile steps, with every encoded
value, are in each module's docstring:

blood-pressure (``captures/blood_pressure.py``; 2026-03-21T07:12:40Z, ~46 s)
    Upper-arm monitor "AM-BP7 3C7E", ATT_MTU 23. Blood Pressure Feature read;
    Blood Pressure Measurement CCCD 0x0002, Intermediate Cuff Pressure CCCD
    0x0001; 31 Intermediate Cuff Pressure notifications (1/s, cuff pressure
    SFLOAT in mmHg inflating to 168 and deflating to 70, diastolic and MAP
    NaN); Blood Pressure Measurement indication 121/79 mmHg, MAP 93, time
    stamp, pulse 72 bpm, user 1, measurement status "irregular pulse"; the
    confirmation; the monitor disconnects (0x13).
thermometer (``captures/thermometer.py``; 2026-03-22T20:47:15Z, ~57 s)
    Ear thermometer "AM-IRT3 91D4", ATT_MTU 23. Temperature Type read (3,
    Ear) and Measurement Interval read (0); Temperature Measurement CCCD
    0x0002, Intermediate Temperature CCCD 0x0001; two measurements, each four
    Intermediate Temperature notifications (250 ms apart) and a Temperature
    Measurement indication with time stamp: 36.6 degC (FLOAT 366e-1), then
    98.1 degF; the thermometer disconnects (0x13).
weight-scale (``captures/weight_scale.py``; 2026-03-23T06:58:02Z, ~21 s)
    Body composition scale "LF-BC40 6A0F", no MTU exchange (ATT_MTU 23).
    Weight Scale Feature and Body Composition Feature reads; both
    measurements' CCCDs 0x0002; Weight Measurement indication (75.0 kg at
    0.005 kg, time stamp, user 1, BMI 24.5, 1.75 m); Body Composition
    Measurement (body fat 23.5 %, basal metabolism, muscle %, muscle mass, fat
    free mass, body water mass, impedance, weight, height: 30 bytes) as two
    indications of 20 bytes with the Multiple Packet Measurement flag;
    confirmations; the scale disconnects (0x13).
glucose (``captures/glucose.py``; 2026-03-24T08:03:51Z, ~10 s)
    Glucose meter "GM-7 0B52", ATT_MTU 23. Bonding right after discovery (LE
    Secure Connections Just Works, encryption, key distribution: the Glucose
    Service needs an encrypted, bonded link); Glucose Feature read; Glucose
    Measurement and Context CCCD 0x0001, RACP CCCD 0x0002; RACP report
    number of stored records (all) -> indication: 3; RACP report stored
    records (all) -> Glucose Measurement notifications #1-#3 (5.4, 7.8, 4.9
    mmol/L as mol/L SFLOATs, capillary whole blood, finger; #2 with "context
    follows") and the Context of #2, then the RACP response "success"
    indication; the phone disconnects.
cycling-speed-cadence (``captures/cycling_speed_cadence.py``; 2026-03-25T17:31:09Z, ~67 s)
    Speed and cadence sensor "FC-SC2 5F21", ATT_MTU 23. CSC Feature (wheel +
    crank) and Sensor Location (chainstay) reads; CSC Measurement CCCD
    0x0001; 60 notifications at 1 Hz (2.105 m wheel at ~27 km/h, ~85 rpm),
    the 16-bit event times wrapping between the 26th and 27th, the 32nd
    without a new crank event; unsubscribe; the phone disconnects.
fitness-machine (``captures/fitness_machine.py``; 2026-03-26T18:15:44Z, ~37 s)
    Smart trainer "TRX 7D03" (FTMS Service Data in its advertising), ATT_MTU
    247, no Battery service. Fitness Machine Feature, Supported Resistance
    Level Range and Supported Power Range reads; Indoor Bike Data and Fitness
    Machine Status CCCD 0x0001, Control Point CCCD 0x0002; Control Point
    Request Control and Start or Resume, each answered by a success
    indication; 30 Indoor Bike Data notifications (1/s; More Data bit 0 = 0,
    so instantaneous speed present; cadence, total distance, power, heart
    rate, elapsed time); after ~2.4 s Set Target Power 200 W -> success
    indication and Fitness Machine Status "Target Power Changed" 200 W; the
    phone disconnects.

App walkthrough sessions (hrm-app-ios ... scale-framed)
-------------------------------------------------------
Sessions of the devices app developers walk through (scan -> connect ->
discover -> read / subscribe -> notifications -> disconnect), each from a
small description of the device -- advertising, GATT layout, chip (LE
features, version, ATT_MTU), what it sends -- in its module, run by
``captures/app_session.py``, whose docstring lists how each app call appears
on an Android phone's and on an iPhone's HCI (Android: LE Get Vendor
Capabilities at start-up, APCF scan filters offloaded to the controller, the
stack's Device Name read by Read By Type, full discovery; iOS: no controller
initialisation in the file, the host filtering the scan, connection through
the Filter Accept List, Read Remote Version Information, automatic MTU
exchange at 527, discovery by service UUID, connection parameter requests
outside Apple's guidelines rejected). Each module's docstring lists every
step and every value:

hrm-app-ios, hrm-app-android (``captures/hrm_app.py``; 2026-03-27T07:15:04Z, ~63 s / 07:31:40Z, ~67 s)
    The project's strap "HRS-Strap 7F3A" and the same app twice. iOS:
    ``scanForPeripherals(withServices: [180D])`` (the controller reports the
    strap and three bystanders; the host keeps the strap), connect, MTU 527
    -> 247, ``discoverServices([180D])`` (Find By Type Value),
    ``discoverCharacteristics([2A37, 2A38])``, read Body Sensor Location
    (Chest), ``setNotifyValue(true)``, 60 notifications at 1 Hz (8-bit bpm,
    RR intervals from the 5th), the strap's connection parameter request
    rejected, ``cancelPeripheralConnection``. Android:
    ``startScan(filters = [180D])`` with the filter offloaded (APCF: only the
    strap's reports reach the host), ``connectGatt``, ``requestMtu(517)``,
    the stack's Device Name read, ``discoverServices()``,
    ``readCharacteristic``, ``setCharacteristicNotification`` + CCCD write,
    the same 60 notifications, the request accepted (LE Connection Update to
    100 ms), ``disconnect()``.
coospo-h6 (``captures/coospo_h6.py``; 2026-03-28T17:42:19Z, ~52 s)
    "COOSPO H6 0062870": Heart Rate (2A37 properties 0x10, 2A38 0x02 =
    Chest), Battery, Device Information, vendor 8FC3FD00-F21D-11E3-976C-
    0002A5D5C51B. Device Information, Battery and Body Sensor Location read;
    45 notifications: two ``04 69`` (contact not detected, 105 bpm), then
    8-bit, a 16-bit stretch (``17 78 00 …`` = 120 bpm), 8-bit again.
polar-h7 (``captures/polar_h7.py``; 2026-03-29T06:20:37Z, ~37 s)
    "Polar H7 000607", public 00:22:D0:00:06:07, Bluetooth 4.0, ATT_MTU 23:
    advertising with Polar Electro manufacturer data 03 03 58, 180D and TX
    power 0 dBm; the 7 Device Information values (System ID with Polar's
    OUI), Battery, Body Sensor Location; 30 notifications, 97, 92, 91, 93, 91,
    86, 91, … bpm with RR intervals.
medisana-pm100 (``captures/medisana_pm100.py``; 2026-03-30T20:11:05Z, ~39 s)
    "e-Oximeter": Device Information, Battery, Pulse Oximeter, Quintic's FEE8.
    PLX Features ``41 00 60 20``; 24 PLX Continuous Measurement
    notifications: settling (status "measurement ongoing, early estimate"),
    steady SpO2 and pulse as SFLOATs with exponent 0 or -1 (``CA F3`` = 97.0
    %), finger out (NaN, "measurement unavailable"); the oximeter powers off
    (reason 0x15).
scale-framed (``captures/scale_framed.py``; 2026-03-31T06:48:12Z, ~17 s)
    "LF-S20 3B7C" on the ISSC/Microchip transparent UART service: framed
    commands written with Write Request to RX (set user, set clock, start),
    the scale's acknowledgements, weight frames and an impedance frame as
    TX notifications, split where the connection events fall; one weight
    frame with a bad checksum.

How it is made
--------------
The ATT/SMP/L2CAP/HCI traffic comes from Google's ``bumble`` host stack: a
bumble GATT client on the central and a bumble GATT server on the peripheral,
each over a bumble emulated controller, connected by a ``LocalLink``. A
``Snooper`` attached to the central's host records every HCI packet. Where
bumble's client has no procedure for it, the scenario sends bumble's own ATT
PDU classes through the client's request machinery (Read Multiple, Read
Multiple Variable, primary service discovery limited to a handle range), and
the server's answers are bumble's. The emulated controller is patched where it
differs from real hardware (see ``captures/stack.py``): controller-to-host ACL
data is fragmented to the 27-byte LE ACL buffer size (PB 0b10 then 0b01; the
host already fragments what it sends, PB 0b00/0b01), a local disconnection is
reported with reason 0x16, and advertising reports are injected as well-formed
HCI LE Advertising Report events (which the Android phone's controller passes
through its APCF filters once the host has set them). The iPhone's controller
has 251-byte LE ACL buffers, connects through its Filter Accept List and
answers Read Remote Version Information; the LE Data Length Change a
controller reports after its LL_LENGTH_REQ is injected when both chips
support Data Packet Length Extension.

Nothing reads the wall clock: timestamps come from a simulated clock
(``captures/timeline.py``) that follows the LE connection-event grid, and all
"random" values come from fixed seeds -- including SMP's random numbers and
P-256 key pairs and the phone's RPAs (``captures/scenario.py``) -- so every
run produces byte-for-byte identical files. The script never sleeps for the
simulated minutes.

Reproduce
---------
    pip install bumble==0.0.236      # the version these files were made with
    python3 scripts/make_captures.py
    python3 scripts/make_captures.py glucose thermometer   # only these sessions
    python3 scripts/make_captures.py hrm-app-ios polar-h7

Requires Python >= 3.11 (as bumble 0.0.236 does). Other bumble versions may
work but can change the bytes; the script warns if the version differs. Run
it twice and ``cmp`` the outputs: they are identical. The capture files are
written with mode 0600 (they may be used as templates for real health data).

Checking the output: ``tshark -r Captures/FILE`` decodes every frame without
warnings (tshark 4.0 shows Read Multiple Variable as <unknown>), and ``btmon
-r Captures/heart-rate-strap-monitor.btsnoop`` reads the monitor file. Note
that btmon 5.66 dereferences a NULL pointer at the first ATT Read By Type
request when it cannot open an AF_BLUETOOTH socket (containers without
Bluetooth): that is a btmon bug, not a problem of the file.
"""

from __future__ import annotations

import asyncio
import calendar
import logging
import os
import sys
import warnings
from collections.abc import Awaitable, Callable
from pathlib import Path

BUMBLE_VERSION = '0.0.236'

try:
    import bumble
except ImportError:  # pragma: no cover - depends on the environment
    sys.exit(f'make_captures.py needs bumble: pip install bumble=={BUMBLE_VERSION}')

SCRIPT_DIR = Path(__file__).resolve().parent
REPOSITORY_ROOT = SCRIPT_DIR.parent
OUTPUT_DIR = REPOSITORY_ROOT / 'Captures'
sys.path.insert(0, str(SCRIPT_DIR))
sys.dont_write_bytecode = True  # keep scripts/captures/ free of __pycache__

from captures import (  # noqa: E402
    blood_pressure,
    coospo_h6,
    cycling_speed_cadence,
    firmware,
    fitness_machine,
    glucose,
    heart_rate,
    hrm_app,
    medisana_pm100,
    polar_h7,
    procedures,
    reconnect,
    scale_framed,
    thermometer,
    weight_scale,
)
from captures.app_session import IPHONE_NOTES  # noqa: E402
from captures.identities import (  # noqa: E402
    ATT_CLIENT_MTU,
    ATT_SERVER_MTU,
    BYSTANDER_ADDRESS,
    CONNECTION_PREFERENCES,
    PHONE_IRK,
    PHONE_NAME,
    PHONE_PUBLIC_ADDRESS,
    PHONE_RPA,
    STRAP_ADDRESS,
    STRAP_ADVERTISING_INTERVAL_MS,
    STRAP_CLOCK_PPM,
    STRAP_IRK,
    STRAP_NAME,
    STRAP_PREFERRED_INTERVAL_MS,
    STRAP_PREFERRED_LATENCY,
    STRAP_PREFERRED_TIMEOUT_MS,
)
from captures.identities import REMOTE_USER_TERMINATED as HCI_DISCONNECT_REASON  # noqa: E402
from captures.scenario import (  # noqa: E402
    MS,
    SECOND,
    Schedule,
    Session,
    advertise,
    advertising_schedule,
    connect_and_discover,
    find_characteristic,
    find_service,
    make_device,
    phone_and_peripheral_controllers,
    request_connection_parameters,
    scan,
    strap_tick_offset_us,
)
from captures.stack import (  # noqa: E402
    PhoneController,
    StrapGattDatabase,
    bystander_advertising_data,
    strap_advertising_data,
    strap_scan_response_data,
)
from captures.timeline import Record, SplitMix64  # noqa: E402
from captures.writers import (  # noqa: E402
    MonitorAdapter,
    btsnoop_h4,
    btsnoop_monitor,
    packetlogger,
    pcapng_h4_with_phdr,
    write_private_file,
)

# ---------------------------------------------------------------------------
# heart-rate-strap: fixed session parameters (the shared ones are in
# captures/identities.py)
# ---------------------------------------------------------------------------
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 14, 9, 26, 53, 0, 0, 0)) * 1_000_000
TIMELINE_SEED = 0x68727331_66663A01  # anything fixed
STRAP_BATTERY_PERCENT = 87

# ---------------------------------------------------------------------------
# The scenario
# ---------------------------------------------------------------------------
async def run_session() -> tuple[list[Record], list[tuple[str, int, int]]]:
    phone_controller, strap_controller = phone_and_peripheral_controllers('strap')

    # -- the strap (its database below brings its own GAP and GATT services) ---
    adv_data = strap_advertising_data(STRAP_NAME)
    scan_rsp = strap_scan_response_data()
    strap = make_device(
        strap_controller, STRAP_NAME, STRAP_ADDRESS, STRAP_IRK, adv_data, scan_rsp, own_gatt_services=False
    )
    strap.gatt_server.max_mtu = ATT_SERVER_MTU
    database = StrapGattDatabase(STRAP_NAME, STRAP_BATTERY_PERCENT)
    strap.add_services(database.services)

    # -- the phone (IRKs fixed, never used: no pairing) ---------------------------
    phone = make_device(phone_controller, PHONE_NAME, PHONE_RPA, PHONE_IRK)

    await advertise(strap, STRAP_ADVERTISING_INTERVAL_MS)

    # Start capturing: everything the phone's host exchanges with its controller,
    # from the controller initialisation (Bluetooth switched on) onwards.
    session = Session(TIMELINE_SEED)
    timeline, phases, step = session.timeline, session.phases, session.step
    phone.host.snooper = timeline
    rng = SplitMix64(0x5EED_0001)

    # 0. Controller initialisation ----------------------------------------------
    phases.begin('controller init: Reset ... LE Read Buffer Size (27 x 64), Read BD ADDR, LE Set Random Address')
    await step(phone.power_on())
    timeline.idle(2_315 * MS)  # the user opens the app

    # 1. Scan (SCAN_MODE_LOW_LATENCY: 5 s interval = window) ---------------------
    phases.begin('scan: scan parameters/enable, advertising reports, scan disable')

    def reports(now_us: int) -> list[tuple[int, bytes]]:
        bystander = bystander_advertising_data(bytes(rng.randint(0, 255) for _ in range(32)))
        base = now_us + 37 * MS
        strap_reports = advertising_schedule(
            rng, base, STRAP_ADDRESS, adv_data, scan_rsp, [-61, -59, -63, -60, -58, -62, -60], 152_500
        )
        bystander_reports = advertising_schedule(
            rng, base + 71 * MS, BYSTANDER_ADDRESS, bystander, None, [-84, -87, -83], 302_000, event_type=0x03
        )
        return strap_reports + bystander_reports

    await scan(session, phone, phone_controller, reports, lambda: 9 * MS)

    # 2. Connect, 3. MTU, 4. Discovery ------------------------------------------
    connection, strap_connection, peer, client = await connect_and_discover(
        session,
        phone,
        strap,
        STRAP_ADDRESS,
        CONNECTION_PREFERENCES,
        ATT_CLIENT_MTU,
        ATT_SERVER_MTU,
        14 * MS,
        (
            'connect: LE Create Connection, LE Connection Complete, LE Read Remote Features',
            'ATT Exchange MTU (517 / 247)',
            'discovery: primary services, includes, characteristics, descriptors',
        ),
    )

    heart_rate_service = find_service(peer, '180D')
    hrm = find_characteristic(heart_rate_service, '2A37')
    body_sensor_location = find_characteristic(heart_rate_service, '2A38')
    control_point = find_characteristic(heart_rate_service, '2A39')
    battery_level = find_characteristic(find_service(peer, '180F'), '2A19')
    device_information = find_service(peer, '180A')
    vendor_service = find_service(peer, str(database.vendor.uuid))
    vendor_data = find_characteristic(vendor_service, str(database.vendor_data.uuid))
    vendor_command = find_characteristic(vendor_service, str(database.vendor_command.uuid))

    # 5. Reads -----------------------------------------------------------------
    phases.begin('reads: Body Sensor Location, Battery Level, Device Information')
    timeline.idle(180 * MS)
    values = {}
    values['body_sensor_location'] = await step(client.read_value(body_sensor_location))
    values['battery_level'] = await step(client.read_value(battery_level))
    for uuid in ('2A29', '2A24', '2A25', '2A26'):
        timeline.idle(rng.randint(1 * MS, 4 * MS))
        values[uuid] = await step(client.read_value(find_characteristic(device_information, uuid)))
    assert values['body_sensor_location'] == b'\x01', values
    assert values['battery_level'] == bytes([STRAP_BATTERY_PERCENT]), values

    # 6. Subscribe ---------------------------------------------------------------
    phases.begin('subscribe: HRM CCCD, HR Control Point reset, Battery + vendor CCCDs, vendor command/status')
    timeline.idle(35 * MS)
    received: dict[str, list[bytes]] = {'hrm': [], 'battery': [], 'vendor': []}
    await step(client.subscribe(hrm, lambda value: received['hrm'].append(bytes(value))))
    timeline.idle(2 * MS)
    await step(client.write_value(control_point, b'\x01', with_response=True))  # reset energy expended
    timeline.idle(3 * MS)
    await step(client.subscribe(battery_level, lambda value: received['battery'].append(bytes(value))))
    timeline.idle(2 * MS)
    await step(client.subscribe(vendor_data, lambda value: received['vendor'].append(bytes(value))))
    timeline.idle(4 * MS)
    session_start_unix_s = (CAPTURE_START_UNIX_US + timeline.now_us) // SECOND
    await step(client.write_value(vendor_command, heart_rate.vendor_start_session_command(session_start_unix_s)))
    assert [label for label, _ in database.writes] == ['heart_rate_control_point', 'vendor_command']
    # The strap answers the command with a status frame a few connection events later
    timeline.idle(2 * timeline.connection_interval_us)
    await step(
        strap.notify_subscribers(
            database.vendor_data,
            heart_rate.vendor_status_frame(uptime_s=4_817, battery_mv=3_962, battery_percent=STRAP_BATTERY_PERCENT),
        )
    )

    # 7/8. Notifications and connection parameter update -----------------------
    phases.begin('notifications: heart rate (1/s), battery, vendor summaries')
    samples = heart_rate.generate_heart_rate_samples()
    first_tick_us = timeline.now_us + 420 * MS
    schedule = Schedule()

    def at(seconds_after_first_tick: float, order: int, action: Callable[[], Awaitable]) -> None:
        # The strap's clock runs STRAP_CLOCK_PPM fast relative to the phone's
        schedule.at(first_tick_us + strap_tick_offset_us(seconds_after_first_tick, STRAP_CLOCK_PPM), order, action)

    for sample in samples:
        value = sample.encode()
        at(sample.tick, 0, lambda value=value: strap.notify_subscribers(database.heart_rate_measurement, value))

    async def update_connection_parameters() -> None:
        await request_connection_parameters(
            session, strap_connection, STRAP_PREFERRED_INTERVAL_MS, STRAP_PREFERRED_LATENCY, STRAP_PREFERRED_TIMEOUT_MS
        )

    async def mark(name: str) -> None:
        phases.begin(name)

    at(4.45, 1, lambda: mark('connection parameter update: L2CAP request/response, LE Connection Update'))
    at(4.45, 2, update_connection_parameters)
    at(4.46, 0, lambda: mark('notifications (continued)'))

    async def battery_notification(percent: int) -> None:
        database.battery_level.value = bytes([percent])
        await strap.notify_subscribers(database.battery_level, bytes([percent]))

    at(37.5, 1, lambda: battery_notification(86))
    at(97.5, 1, lambda: battery_notification(86))

    for sequence, window_start in enumerate(range(0, heart_rate.SESSION_TICKS - 29, 30), start=1):
        window = [s for s in samples if window_start <= s.tick < window_start + 30]
        frame = heart_rate.vendor_activity_summary(
            sequence, window_start, window, heart_rate.energy_expended_kj(window_start + 30), seed=sequence
        )
        at(window_start + 30.25, 1, lambda frame=frame: strap.notify_subscribers(database.vendor_data, frame))

    await schedule.run(session)

    # 9. Unsubscribe and disconnect -------------------------------------------
    phases.begin('unsubscribe (CCCD 0x0000) and disconnect')
    timeline.advance_to(first_tick_us + (heart_rate.SESSION_TICKS - 1) * SECOND + 640 * MS)
    await step(client.unsubscribe(hrm))
    timeline.idle(3 * MS)
    await step(client.unsubscribe(vendor_data))
    timeline.idle(310 * MS)
    await step(connection.disconnect(HCI_DISCONNECT_REASON))
    records, phase_ranges = session.result()
    phone.host.snooper = None

    # Sanity checks: the client saw exactly what the strap sent
    assert received['hrm'] == [s.encode() for s in samples], 'heart-rate notifications mismatch'
    assert received['battery'] == [bytes([86]), bytes([86])], received['battery']
    assert len(received['vendor']) == 5, len(received['vendor'])
    return records, phase_ranges


# ---------------------------------------------------------------------------
def heart_rate_strap_files(records: list[Record]) -> dict[str, bytes]:
    adapter = MonitorAdapter(
        index=0,
        address=PHONE_PUBLIC_ADDRESS,
        name='hci0',
        manufacturer=PhoneController.manufacturer_company_identifier,
        system_note='Bluetooth monitor ver 5.66',
    )
    return {
        'heart-rate-strap.btsnoop': btsnoop_h4(records, CAPTURE_START_UNIX_US),
        'heart-rate-strap.pcapng': pcapng_h4_with_phdr(
            records,
            CAPTURE_START_UNIX_US,
            application=f'hrsniff scripts/make_captures.py (bumble {BUMBLE_VERSION})',
            interface_name='bluetooth0',
        ),
        'heart-rate-strap-monitor.btsnoop': btsnoop_monitor(records, CAPTURE_START_UNIX_US, adapter),
    }


def sessions():
    """(title, coroutine factory, {file name: bytes} from the records)."""
    yield 'heart-rate-strap', run_session, heart_rate_strap_files
    yield (
        'heart-rate-strap-reconnect',
        reconnect.run,
        lambda records: {reconnect.FILE_NAME: btsnoop_h4(records, reconnect.CAPTURE_START_UNIX_US)},
    )
    yield (
        'gatt-procedures',
        procedures.run,
        lambda records: {procedures.FILE_NAME: btsnoop_h4(records, procedures.CAPTURE_START_UNIX_US)},
    )
    for variant in (firmware.BEFORE, firmware.AFTER):
        yield (
            variant.file_name.removesuffix('.btsnoop'),
            lambda variant=variant: firmware.run(variant),
            lambda records, variant=variant: {
                variant.file_name: btsnoop_h4(records, variant.capture_start_unix_us)
            },
        )
    for module in PROFILE_SESSIONS:
        yield (
            module.FILE_NAME.removesuffix('.btsnoop'),
            module.run,
            lambda records, module=module: {module.FILE_NAME: btsnoop_h4(records, module.CAPTURE_START_UNIX_US)},
        )
    yield (
        'hrm-app-ios',
        hrm_app.run_ios,
        lambda records: {
            hrm_app.IOS_FILE_NAME: packetlogger(records, hrm_app.IOS_CAPTURE_START_UNIX_US, IPHONE_NOTES)
        },
    )
    yield (
        'hrm-app-android',
        hrm_app.run_android,
        lambda records: {hrm_app.ANDROID_FILE_NAME: btsnoop_h4(records, hrm_app.ANDROID_CAPTURE_START_UNIX_US)},
    )
    for module in DEVICE_SESSIONS:
        yield (
            module.FILE_NAME.removesuffix('.btsnoop'),
            module.run,
            lambda records, module=module: {module.FILE_NAME: btsnoop_h4(records, module.CAPTURE_START_UNIX_US)},
        )


# One capture per profile, each module with FILE_NAME, CAPTURE_START_UNIX_US
# and run() (see captures/profile_session.py)
PROFILE_SESSIONS = (
    blood_pressure,
    thermometer,
    weight_scale,
    glucose,
    cycling_speed_cadence,
    fitness_machine,
)

# One capture per device of the app walkthroughs, each module with FILE_NAME,
# CAPTURE_START_UNIX_US and run() (see captures/app_session.py)
DEVICE_SESSIONS = (coospo_h6, polar_h7, medisana_pm100, scale_framed)


def main(argv: list[str]) -> int:
    logging.basicConfig(level=logging.WARNING, format='%(levelname)s %(name)s: %(message)s')
    if getattr(bumble, '__version__', None) != BUMBLE_VERSION:
        warnings.warn(
            f'bumble {getattr(bumble, "__version__", "?")} is installed but the sample '
            f'captures were made with bumble {BUMBLE_VERSION}; the output may differ '
            f'(pip install bumble=={BUMBLE_VERSION})',
            stacklevel=1,
        )

    known = [title for title, _run, _files in sessions()]
    unknown = [name for name in argv if name not in known]
    if unknown:
        print(f'unknown session(s): {" ".join(unknown)}; known: {" ".join(known)}', file=sys.stderr)
        return 2

    os.umask(0o077)  # capture files may be reused as templates for real health data
    OUTPUT_DIR.mkdir(mode=0o700, exist_ok=True)
    for title, run, files in sessions():
        if argv and title not in argv:
            continue
        # A fresh event loop per session: nothing carries over between them
        records, phases = asyncio.run(run())
        outputs = files(records)
        for name, data in outputs.items():
            write_private_file(str(OUTPUT_DIR / name), data)
        print_summary(title, records, phases, list(outputs))
    if not argv or 'heart-rate-strap' in argv:
        # The PacketLogger and Android bug report copies of the heart-rate strap session.
        import make_phone_captures

        make_phone_captures.main()
    return 0


def print_summary(
    title: str, records: list[Record], phases: list[tuple[str, int, int]], files: list[str]
) -> None:
    print(f'{title}: {len(records)} HCI packets over {records[-1].time_us / SECOND:.3f} s')
    for name, first, last in phases:
        print(f'  frames {first:4d}-{last:4d}  {name}')
    for direction, sent in (('host->controller', True), ('controller->host', False)):
        acl = [r for r in records if r.packet[0] == 0x02 and r.sent == sent]
        starts = [r for r in acl if (r.packet[2] >> 4) & 0x3 != 0b01]
        fragmented = [
            r for r in starts
            if int.from_bytes(r.packet[5:7], 'little') + 4 > int.from_bytes(r.packet[3:5], 'little')
        ]
        continuations = len(acl) - len(starts)
        print(
            f'  ACL {direction}: {len(acl)} packets, {len(starts)} L2CAP PDUs, '
            f'{len(fragmented)} of them fragmented ({len(fragmented) + continuations} fragments)'
        )
    for name in files:
        path = OUTPUT_DIR / name
        print(f'  {path.relative_to(REPOSITORY_ROOT)}  {path.stat().st_size} bytes')


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

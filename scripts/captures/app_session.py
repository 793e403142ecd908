"""A phone app and one device, the way the phone's platform does each step.

The sessions of the devices the bundled app walkthroughs are about
(``hrm_app``, ``coospo_h6``, ``polar_h7``, ``medisana_pm100``,
``scale_framed``) are each written as a small description of the device -- its
advertising, its GATT layout (``service`` / ``characteristic`` below), its
chip (LE features, version, ATT_MTU) and what it sends -- plus the app's calls.
``AppSession`` turns the calls into what the phone's HCI shows, for two
platforms:

Android (btsnoop_hci.log; the phone of the other sessions, Qualcomm controller)
  * ``android_start``: controller initialisation when Bluetooth is switched on,
    then LE Get Vendor Capabilities (vendor-specific OCF 0x153: the stack asks
    the controller which Android features it offloads, among them APCF
    filtering).
  * ``android_scan``: ``BluetoothLeScanner.startScan`` in SCAN_MODE_LOW_LATENCY
    (LE Set Scan Parameters: active, 5 s interval = window). With a service
    UUID ``ScanFilter`` and a controller that filters (max_filter > 0), the
    stack offloads the filter (vendor-specific LE APCF, OCF 0x157, as
    ``btm_ble_adv_filter.cc`` builds it): APCF enable, a service UUID condition
    (16-bit UUID and mask 0xFFFF) and the filter's parameters (feature
    selection bit 2 "service UUID", list logic 0x1111, filter logic AND, RSSI
    threshold -128 dBm, immediate delivery), then the scan. The controller then
    reports only the advertisers that match, and their scan responses.
    ``stopScan`` disables the scan, deletes the filter's parameters and clears
    its conditions (manufacturer data, local name, service UUID, solicitation
    UUID, service data, then the feature selection).
  * ``android_connect``: ``connectGatt(autoConnect = false)``: LE Create
    Connection (60 ms / 30 ms scan, 30-50 ms interval, 5 s supervision
    timeout), LE Connection Complete (45 ms), LE Read Remote Features, and,
    when the peer's LE features include Data Packet Length Extension, the LE
    Data Length Change the controller reports after its LL_LENGTH_REQ (the
    stack asked for 251-byte PDUs at initialisation).
  * ``exchange_mtu``: ``requestMtu(517)``.
  * ``read_device_name``: the stack's GAP client reads the peer's name with a
    Read By Type (Read Using Characteristic UUID) of 0x2A00 over
    0x0001-0xFFFF, as ``GAP_BleReadPeerDevName`` does: one request, the first
    match.
  * ``discover_all``: ``discoverServices()``: Read By Group Type, then per
    service Read By Type (includes, characteristics) and Find Information.

iOS (PacketLogger; an iPhone, Broadcom controller)
  * ``ios_start``: the capture begins when logging starts, with Bluetooth
    already on: no controller initialisation in the file.
  * ``ios_scan``: ``scanForPeripherals(withServices:)``: LE Set Scan
    Parameters (active, 300 ms interval, 30 ms window, random own address,
    accept all) and LE Set Scan Enable (duplicates not filtered), as Apple's
    host stack sets them in the shared macOS capture. The service filter is
    applied by the host: the controller reports every advertiser it hears.
    ``stopScan()``: LE Set Scan Enable (off).
  * ``ios_connect``: ``connect(_:options:)``: LE Add Device To Filter Accept
    List, then LE Create Connection with initiator filter policy 1 (connect
    to a device of the list; no peer address), 30 ms scan interval and window,
    10-30 ms connection interval, latency 0, 720 ms supervision timeout, CE
    length 1.25-7.5 ms; LE Connection Complete at 30 ms; LE Remove Device From
    Filter Accept List; Read Remote Version Information; LE Read Remote
    Features; the LE Data Length Change when the peer supports it. Then iOS
    exchanges the MTU by itself (client Rx MTU 527).
  * ``discover_service``: ``discoverServices([UUID])``: Find By Type Value
    (Discover Primary Service by Service UUID) from 0x0001; then
    ``discoverCharacteristics(_:for:)``: Read By Type of 0x2803 in the
    service's range.
  * ``reject_connection_parameter_requests``: iOS answers an L2CAP
    Connection Parameter Update Request that breaks Apple's accessory
    guidelines (interval minimum a multiple of 15 ms, maximum at least the
    minimum + 15 ms, ...) with "rejected".

Common: reads, writes, subscriptions (CCCD writes), notifications scheduled at
a period (``ProfileSession``), the phone's disconnection (HCI Disconnect 0x13
-> Disconnection Complete 0x16).
"""

from __future__ import annotations

import asyncio
import struct
from collections.abc import Sequence

from bumble import att, hci, l2cap
from bumble import device as bumble_device
from bumble.core import UUID
from bumble.device import ConnectionParametersPreferences, Peer
from bumble.gatt import Characteristic, CharacteristicValue, Service
from bumble.gatt_client import CharacteristicProxy, ServiceProxy
from bumble.vendor.android import hci as android_hci

from .identities import CONNECTION_PREFERENCES
from .profile_session import ProfileSession, Sensor
from .scenario import MS, advertise, advertising_schedule, connect, deliver, discover
from .stack import READABLE, WRITEABLE, IPhoneController, StrapController

# ---------------------------------------------------------------------------
# Describing a GATT layout
# ---------------------------------------------------------------------------
def characteristic(uuid: str, properties, value: bytes | CharacteristicValue = b'') -> Characteristic:
    """A characteristic with ``properties``; readable if it has the read
    property, writable if it has a write property."""
    permissions = 0
    if properties & Characteristic.Properties.READ:
        permissions |= READABLE
    if properties & (Characteristic.Properties.WRITE | Characteristic.Properties.WRITE_WITHOUT_RESPONSE):
        permissions |= WRITEABLE
    return Characteristic(uuid, properties, permissions, value)


def service(uuid: str, *characteristics: Characteristic) -> Service:
    return Service(uuid, list(characteristics))


def utf8(text: str) -> bytes:
    return text.encode()


def u8(value: int) -> bytes:
    return bytes([value])


def u16(value: int) -> bytes:
    return struct.pack('<H', value)


# ---------------------------------------------------------------------------
# The iPhone
# ---------------------------------------------------------------------------
IPHONE_PUBLIC_ADDRESS = '28:CF:E9:5B:3D:71'  # Apple OUI; never on the air (the iPhone uses RPAs)
IPHONE_IRK = bytes(range(0x90, 0xA0))
IPHONE_NAME = 'iPhone'
IOS_SCAN_INTERVAL_MS = 300  # 0x01E0
IOS_SCAN_WINDOW_MS = 30  # 0x0030
IOS_CONNECT_SCAN_MS = 30  # 0x0030, interval and window
IOS_CONNECTION_PREFERENCES = ConnectionParametersPreferences(
    connection_interval_min=10.0,  # 0x0008
    connection_interval_max=30.0,  # 0x0018
    max_latency=0,
    supervision_timeout=720,  # 0x0048
    min_ce_length=1.25,  # 0x0002
    max_ce_length=7.5,  # 0x000C
)
IOS_CLIENT_MTU = 527
ANDROID_CLIENT_MTU = 517

# PacketLogger's notes at the start of an iPhone's log (record type 0xFC), as
# real iOS logs have them: device, controller firmware, chip, transport, address,
# host stack and iOS versions.
IPHONE_NOTES = (
    'Product: iPhone14,5',
    'Firmware Version: 19.3.421.2061',
    'Chipset: BCM_4387, Revision: s=C2',
    'Transport: PCIe',
    f'Address: {IPHONE_PUBLIC_ADDRESS}',
    'Firmware Filename: BCM4387C2_19.3.421.2061_PCIE_Sample_CLPC_OS_USI_20250301.bin',
    'Bluetooth Host: MobileBluetooth-2200.11',
    'Software: Version 18.3 (Build 22D63)',
)

# Android's APCF (LE_APCF_Command sub-opcodes and actions)
APCF_ADD, APCF_DELETE, APCF_CLEAR = 0x00, 0x01, 0x02
APCF_FEATURE_SERVICE_UUID = 1 << 2
APCF_LIST_LOGIC = 0x1111  # ScanManager's LIST_LOGIC_TYPE, 16 bits of it
APCF_FILTER_LOGIC_AND = 0x01
APCF_RSSI_ANY = -128
APCF_FILTER_INDEX = 1


def data_length_change_event(handle: int, octets: int = 251, time_us: int = 2120) -> bytes:
    """H4 bytes of an LE Data Length Change event, the same both ways."""
    parameters = bytes([0x07]) + struct.pack('<HHHHH', handle, octets, time_us, octets, time_us)
    return bytes([0x04, 0x3E, len(parameters)]) + parameters


class AppSession(ProfileSession):
    """One capture of a phone app and ``sensor`` (see the module docstring)."""

    def __init__(
        self,
        platform: str,
        timeline_seed: int,
        scenario_seed: int,
        sensor: Sensor,
        services: Sequence[Service],
        phone_prand: bytes,
    ) -> None:
        assert platform in ('android', 'ios'), platform
        self.platform = platform
        if platform == 'ios':
            super().__init__(
                timeline_seed,
                scenario_seed,
                sensor,
                services,
                phone_prand,
                phone_class=IPhoneController,
                phone_public_address=IPHONE_PUBLIC_ADDRESS,
                phone_name=IPHONE_NAME,
                phone_irk=IPHONE_IRK,
            )
            self.phone_controller.remote_versions[bytes(sensor.address)] = sensor.version
        else:
            super().__init__(timeline_seed, scenario_seed, sensor, services, phone_prand)

    # -- start ---------------------------------------------------------------------
    async def _advertise(self) -> None:
        own = hci.OwnAddressType.PUBLIC if self.sensor_spec.public_address else hci.OwnAddressType.RANDOM
        await advertise(self.device, self.sensor_spec.advertising_interval_ms, own)

    async def android_start(self, think_time_us: int) -> None:
        await self._advertise()
        self.phone.host.snooper = self.timeline
        self.phases.begin('controller init, LE Get Vendor Capabilities')
        await self.step(self.phone.power_on())
        await self.step(self.phone.send_command(android_hci.HCI_LE_Get_Vendor_Capabilities_Command()))
        self.timeline.idle(think_time_us)

    async def ios_start(self) -> None:
        await self._advertise()
        await self.phone.power_on()  # before logging starts: not captured
        self.phone.host.snooper = self.timeline
        # bumble's host has no use for the remote version; don't warn about it
        self.phone.host.on_hci_read_remote_version_information_complete_event = lambda _event: None

    # -- scan ----------------------------------------------------------------------
    def sensor_reports(self, now_us: int, interval_us: int | None = None) -> list[tuple[int, bytes]]:
        sensor = self.sensor_spec
        return advertising_schedule(
            self.rng,
            now_us + self.rng.randint(20 * MS, 60 * MS),
            sensor.address,
            sensor.advertising_data,
            sensor.scan_response_data,
            sensor.rssi,
            interval_us if interval_us is not None else int(sensor.advertising_interval_ms * MS),
        )

    async def _apcf(self, opcode: int, payload: bytes) -> None:
        await self.step(self.phone.send_command(android_hci.HCI_LE_APCF_Command(opcode=opcode, payload=payload)))
        self.timeline.idle(self.rng.randint(200, 600))

    async def android_scan(self, reports, service_filter: int | None = None) -> None:
        """``startScan`` (with a ScanFilter on ``service_filter`` if given),
        the controller's reports of ``reports(now)``, ``stopScan``."""
        timeline = self.timeline
        self.phases.begin(
            'startScan: '
            + (f'APCF service UUID filter 0x{service_filter:04X}, ' if service_filter is not None else '')
            + 'scan parameters/enable, advertising reports, scan disable'
        )
        op = android_hci.LeApcfOpcode
        if service_filter is not None:
            await self._apcf(op.ENABLE, bytes([0x01]))
            await self._apcf(
                op.SERVICE_UUID, bytes([APCF_ADD, APCF_FILTER_INDEX]) + u16(service_filter) + u16(0xFFFF)
            )
            await self._apcf(
                op.SET_FILTERING_PARAMETERS,
                bytes([APCF_ADD, APCF_FILTER_INDEX])
                + struct.pack(
                    '<HHBbBHBBHH',
                    APCF_FEATURE_SERVICE_UUID,
                    APCF_LIST_LOGIC,
                    APCF_FILTER_LOGIC_AND,
                    APCF_RSSI_ANY,
                    0x00,  # delivery mode: immediate
                    0,  # onfound timeout (unused in immediate mode)
                    0,  # onfound timeout count
                    0,  # RSSI low threshold
                    0,  # onlost timeout
                    0,  # number of tracking entries
                ),
            )
        await self.step(
            self.phone.start_scanning(
                legacy=True,
                active=True,
                scan_interval=5000,
                scan_window=5000,
                own_address_type=hci.OwnAddressType.RANDOM,
                filter_duplicates=False,
            )
        )
        await deliver(self.session, self.phone_controller, reports(timeline.now_us))
        timeline.idle(self.rng.randint(5 * MS, 12 * MS))
        await self.step(self.phone.stop_scanning(legacy=True))
        if service_filter is not None:
            await self._apcf(op.SET_FILTERING_PARAMETERS, bytes([APCF_DELETE, APCF_FILTER_INDEX]))
            for sub in (op.MANUFACTURER_DATA, op.LOCAL_NAME, op.SERVICE_UUID, op.SERVICE_SOLICITATION_UUID):
                await self._apcf(sub, bytes([APCF_CLEAR, APCF_FILTER_INDEX]))
            await self._apcf(op.SERVICE_DATA, bytes([APCF_CLEAR, APCF_FILTER_INDEX]))
            # feature selection cleared: no feature (UINT32), logic OR, the rest of
            # the 18 parameter bytes zero
            await self._apcf(
                op.SET_FILTERING_PARAMETERS, bytes([APCF_CLEAR, APCF_FILTER_INDEX]) + bytes(18)
            )

    async def ios_scan(self, reports) -> None:
        """``scanForPeripherals(withServices:)``, the reports, ``stopScan()``."""
        timeline = self.timeline
        self.phases.begin('scanForPeripherals: scan parameters/enable, advertising reports, scan disable')
        await self.step(
            self.phone.start_scanning(
                legacy=True,
                active=True,
                scan_interval=IOS_SCAN_INTERVAL_MS,
                scan_window=IOS_SCAN_WINDOW_MS,
                own_address_type=hci.OwnAddressType.RANDOM,
                filter_duplicates=False,
            )
        )
        await deliver(self.session, self.phone_controller, reports(timeline.now_us))
        timeline.idle(self.rng.randint(3 * MS, 9 * MS))
        await self.step(self.phone.stop_scanning(legacy=True))

    # -- connect -------------------------------------------------------------------
    def _peer_supports_data_length(self) -> bool:
        features = self.sensor_spec.le_features
        if features is None:
            features = StrapController.le_features
        return bool(features & hci.LeFeatureMask.LE_DATA_PACKET_LENGTH_EXTENSION)

    async def _data_length_change(self) -> None:
        if self._peer_supports_data_length():
            self.phone_controller.inject_event(data_length_change_event(self.connection.handle))
            await self.step()

    async def android_connect(self) -> None:
        self.phases.begin('connectGatt: LE Create Connection, LE Connection Complete, LE Read Remote Features')
        self.timeline.idle(self.rng.randint(10 * MS, 16 * MS))
        self.connection, self.sensor_connection = await connect(
            self.session, self.phone, self.device, self.sensor_spec.address, CONNECTION_PREFERENCES
        )
        await self._data_length_change()
        self.peer = Peer(self.connection)

    async def ios_connect(self) -> None:
        timeline, step = self.timeline, self.step
        address = self.sensor_spec.address
        self.phases.begin(
            'connect: Filter Accept List, LE Create Connection (policy 1), LE Connection Complete, '
            'remote version and features'
        )
        timeline.idle(self.rng.randint(2 * MS, 5 * MS))
        await step(
            self.phone.send_command(
                hci.HCI_LE_Add_Device_To_Filter_Accept_List_Command(address_type=address.address_type, address=address)
            )
        )
        bumble_device.DEVICE_DEFAULT_CONNECT_SCAN_INTERVAL = IOS_CONNECT_SCAN_MS
        bumble_device.DEVICE_DEFAULT_CONNECT_SCAN_WINDOW = IOS_CONNECT_SCAN_MS
        original = self.phone.send_async_command

        async def through_accept_list(command, *args, **kwargs):
            # Apple's host connects to the devices of the accept list: policy 1, no peer address
            if isinstance(command, hci.HCI_LE_Create_Connection_Command):
                command = hci.HCI_LE_Create_Connection_Command(
                    le_scan_interval=command.le_scan_interval,
                    le_scan_window=command.le_scan_window,
                    initiator_filter_policy=1,
                    peer_address_type=hci.Address.PUBLIC_DEVICE_ADDRESS,
                    peer_address=hci.Address('00:00:00:00:00:00', hci.Address.PUBLIC_DEVICE_ADDRESS),
                    own_address_type=command.own_address_type,
                    connection_interval_min=command.connection_interval_min,
                    connection_interval_max=command.connection_interval_max,
                    max_latency=command.max_latency,
                    supervision_timeout=command.supervision_timeout,
                    min_ce_length=command.min_ce_length,
                    max_ce_length=command.max_ce_length,
                )
            return await original(command, *args, **kwargs)

        self.phone.send_async_command = through_accept_list
        try:
            self.connection = await step(
                self.phone.connect(
                    address,
                    connection_parameters_preferences={hci.HCI_LE_1M_PHY: IOS_CONNECTION_PREFERENCES},
                    own_address_type=hci.OwnAddressType.RANDOM,
                )
            )
        finally:
            del self.phone.send_async_command
        self.sensor_connection = next(iter(self.device.connections.values()))
        await step(
            self.phone.send_command(
                hci.HCI_LE_Remove_Device_From_Filter_Accept_List_Command(
                    address_type=address.address_type, address=address
                )
            )
        )
        await step(
            self.phone.send_command(
                hci.HCI_Read_Remote_Version_Information_Command(connection_handle=self.connection.handle)
            )
        )
        await step(self.connection.get_remote_le_features())
        await self._data_length_change()
        self.peer = Peer(self.connection)

    def reject_connection_parameter_requests(self) -> None:
        """iOS: answer the peripheral's L2CAP Connection Parameter Update
        Requests with "rejected" (they break Apple's guidelines)."""
        manager = self.phone.l2cap_channel_manager

        def reject(connection, cid, request) -> None:
            manager.send_control_frame(
                connection,
                cid,
                l2cap.L2CAP_Connection_Parameter_Update_Response(
                    identifier=request.identifier, result=l2cap.L2CAP_CONNECTION_PARAMETERS_REJECTED_RESULT
                ),
            )

        manager.on_l2cap_connection_parameter_update_request = reject

    async def android_open(self, think_time_us: int, service_filter: int | None = None) -> None:
        """The opening every Android session here shares: ``android_start``,
        ``android_scan`` (the device's reports), ``android_connect``,
        ``requestMtu(517)``, the stack's Device Name read, ``discoverServices()``."""
        await self.android_start(think_time_us)
        await self.android_scan(self.sensor_reports, service_filter)
        await self.android_connect()
        await self.exchange_mtu(ANDROID_CLIENT_MTU)
        assert await self.read_device_name() == self.sensor_spec.name.encode()
        await self.discover_all()

    # -- ATT -----------------------------------------------------------------------
    async def exchange_mtu(self, client_mtu: int) -> None:
        server_mtu = self.sensor_spec.server_mtu
        self.phases.begin(f'ATT Exchange MTU ({client_mtu} / {server_mtu})')
        self.timeline.idle(self.rng.randint(2 * MS, 8 * MS))
        mtu = await self.step(self.peer.request_mtu(client_mtu))
        assert mtu == min(client_mtu, server_mtu), (mtu, client_mtu, server_mtu)

    async def read_device_name(self) -> bytes:
        """Read By Type 0x2A00 over the whole range, one request."""
        self.phases.begin('GAP: Device Name by Read Using Characteristic UUID (Read By Type 0x2A00)')
        self.timeline.idle(self.rng.randint(3 * MS, 9 * MS))
        response = await self.step(
            self.client.send_request(
                att.ATT_Read_By_Type_Request(starting_handle=0x0001, ending_handle=0xFFFF, attribute_type=UUID('2A00'))
            )
        )
        assert response.op_code == att.Opcode.ATT_READ_BY_TYPE_RESPONSE, response
        return bytes(response.attributes[0][1])

    async def discover_all(self) -> None:
        self.phases.begin('discoverServices: primary services, includes, characteristics, descriptors')
        self.timeline.idle(self.rng.randint(20 * MS, 30 * MS))
        await discover(self.session, self.peer)

    async def discover_service(self, uuid: str, characteristics: Sequence[str]) -> ServiceProxy:
        """iOS: ``discoverServices([uuid])``, then
        ``discoverCharacteristics(characteristics, for:)``."""
        timeline, step = self.timeline, self.step
        self.phases.begin(f'discoverServices([{uuid}]): Find By Type Value')
        timeline.idle(self.rng.randint(15 * MS, 40 * MS))
        services = await step(self.client.discover_service(UUID(uuid)))
        assert len(services) == 1, services
        self.phases.begin(f'discoverCharacteristics of {uuid}')
        timeline.idle(self.rng.randint(2 * MS, 6 * MS))
        await step(self.client.discover_characteristics([UUID(c) for c in characteristics], services[0]))
        return services[0]

    def characteristic_of(self, service_proxy: ServiceProxy, uuid: str) -> CharacteristicProxy:
        for item in service_proxy.characteristics:
            if item.uuid == UUID(uuid):
                return item
        raise LookupError(uuid)

    async def subscribe_to(self, proxy: CharacteristicProxy) -> list[bytes]:
        received: list[bytes] = []
        await self.step(self.client.subscribe(proxy, lambda value: received.append(bytes(value))))
        return received

    async def peripheral_requests_parameters(
        self, interval_ms: tuple[float, float], latency: int, timeout_ms: float
    ) -> int:
        """The peripheral's L2CAP Connection Parameter Update Request; returns
        the result of the central's response (0 accepted, 1 rejected)."""
        task = asyncio.ensure_future(
            self.device.l2cap_channel_manager.update_connection_parameters(
                self.sensor_connection,
                int(interval_ms[0] / 1.25),
                int(interval_ms[1] / 1.25),
                latency,
                int(timeout_ms / 10),
            )
        )
        await self.step()
        return await task


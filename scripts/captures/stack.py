"""bumble building blocks for the simulated phone and heart-rate strap.

bumble's emulated controller (``bumble.controller.Controller``) is good enough to
run bumble's real host stacks against each other over a ``LocalLink``, but it
differs from a real controller in a few ways that matter for a realistic
capture. ``PhoneController`` patches exactly those:

* ACL data from the peer is delivered to the host as one HCI packet per L2CAP
  PDU. A real LE controller splits it into HCI ACL packets no longer than its
  LE ACL data packet length (27 here, as reported by LE Read Buffer Size): the
  first with PB flag 0b10, the rest with PB flag 0b01.
* A locally initiated disconnection is reported with the reason given in the
  HCI Disconnect command; a real controller reports 0x16 (Connection
  Terminated By Local Host) and sends the given reason to the peer.
* Advertising reports are generated from the peer's PDUs with fixed RSSI and
  (for the scan response) the advertising data again. They are suppressed here
  and the scenario injects well-formed reports instead.
* It identifies itself (Read Local Version Information) as manufacturer 0xFFFF;
  the phone's controller claims to be a Qualcomm one instead.
* Connection handles start at 0x0001; the phone's controller uses 0x0040+ like
  many real controllers, and it picks a 45 ms connection interval within the
  range requested by LE Create Connection.

Both controllers hide the LE Extended Advertising feature so that the hosts use
the legacy scanning/advertising/connection commands (an Android phone with a
Bluetooth 4.2 class controller). ``GatewayController`` is the same with the
identity of the gateway in gatt-procedures.btsnoop. ``reserve_handles`` leaves
a gap in a bumble GATT server's handle numbering.

The phone's controller also answers Android's vendor-specific commands (LE Get
Vendor Capabilities, OCF 0x153, and the LE Advertising Packet Content Filter,
APCF, OCF 0x157: source.android.com, "Bluetooth HCI requirements"). Once the
host has enabled APCF and added a service UUID filter, the controller drops the
injected advertising reports that do not match it, as a controller that
filters in hardware does; the sessions that never send APCF commands are not
affected. ``IPhoneController`` is an iPhone's controller as PacketLogger shows
it: Broadcom, 251-byte LE ACL buffers, connections to the peers of its Filter
Accept List (initiator filter policy 1, as Apple's host connects), Read Remote
Version Information. ``peripheral_controller`` makes a peripheral's controller
with the LE features and version of a given chip.
"""

from __future__ import annotations

import asyncio
import struct

from bumble import hci, ll
from bumble.controller import Controller
from bumble.core import UUID
from bumble.gatt import Characteristic, CharacteristicValue, Service
from bumble.vendor.android import hci as android_hci

LE_FEATURES_WITHOUT_EXTENDED_ADVERTISING = (
    Controller.le_features
    & ~hci.LeFeatureMask.LE_EXTENDED_ADVERTISING
    & ~hci.LeFeatureMask.LE_PERIODIC_ADVERTISING
)

REASON_CONNECTION_TERMINATED_BY_LOCAL_HOST = 0x16


class PhoneController(Controller):
    """The phone's controller, as seen in the capture."""

    le_features = LE_FEATURES_WITHOUT_EXTENDED_ADVERTISING
    manufacturer_company_identifier = 0x001D  # Qualcomm (bumble default: 0xFFFF)
    hci_revision = 0x0A2F
    lmp_subversion = 0x3E06
    first_connection_handle = 0x0042
    preferred_connection_interval = 36  # 45 ms, in 1.25 ms units

    # -- advertising reports are injected by the scenario ---------------------
    def on_advertising_pdu(self, pdu) -> None:  # type: ignore[override]
        pending = self.pending_le_connection
        if pending is not None and pending.peer_address == pdu.advertiser_address:
            self.create_le_connection(pdu.advertiser_address)

    def inject_event(self, packet: bytes) -> None:
        """Deliver a raw H4 event packet to the host as if the radio produced it
        (advertising reports only if they pass the APCF filters, when enabled)."""
        if self.host and self.apcf_passes(packet):
            asyncio.get_running_loop().call_soon(self.host.on_packet, packet)

    # -- Android vendor-specific commands -----------------------------------------
    # LE_Get_Vendor_Capabilities: a Google feature spec v1.04 controller with
    # 16 APCF filters (the values of a Qualcomm controller of the phone's era)
    vendor_capabilities = android_hci.HCI_LE_Get_Vendor_Capabilities_ReturnParameters(
        status=hci.HCI_ErrorCode.SUCCESS,
        max_advt_instances=16,
        offloaded_resolution_of_private_address=1,
        total_scan_results_storage=8192,
        max_irk_list_sz=32,
        filtering_support=1,
        max_filter=16,
        activity_energy_info_support=1,
        version_supported=0x0401,  # byte 0 major 1, byte 1 minor 4
        total_num_of_advt_tracked=256,
        extended_scan_support=1,
        debug_logging_supported=1,
        le_address_generation_offloading_support=0,
        a2dp_source_offload_capability_mask=0,
        bluetooth_quality_report_support=1,
        dynamic_audio_buffer_support=0,
    )
    apcf_enabled = False
    apcf_uuid_filters: dict[int, set[bytes]] | None = None  # filter index -> service UUIDs (LE bytes)
    apcf_selected: set[int] | None = None  # filter indices with a feature selection
    apcf_matched: set[bytes] | None = None  # advertisers whose ADV_IND passed (their SCAN_RSP pass too)

    def on_hci_le_get_vendor_capabilities_command(self, _command):
        return self.vendor_capabilities

    def on_hci_le_apcf_command(self, command):
        """APCF sub-commands (Android's APCF_opcode): 0x00 enable, 0x01 filtering
        parameters, 0x03 service UUID; the others are accepted and ignored."""
        if self.apcf_uuid_filters is None:
            self.apcf_uuid_filters, self.apcf_selected, self.apcf_matched = {}, set(), set()
        payload = bytes(command.payload)
        if command.opcode == android_hci.LeApcfOpcode.ENABLE:
            self.apcf_enabled = bool(payload[0])
            return android_hci.HCI_LE_APCF_ReturnParameters(
                status=hci.HCI_ErrorCode.SUCCESS, opcode=command.opcode, payload=payload[:1]
            )
        action = payload[0]
        index = payload[1] if len(payload) > 1 else 0
        if command.opcode == android_hci.LeApcfOpcode.SERVICE_UUID:
            uuids = self.apcf_uuid_filters.setdefault(index, set())
            if action == 0x00:  # add: UUID then its mask, same length
                uuids.add(payload[2 : 2 + (len(payload) - 2) // 2])
            else:  # delete / clear
                uuids.clear()
        elif command.opcode == android_hci.LeApcfOpcode.SET_FILTERING_PARAMETERS:
            if action == 0x00:
                self.apcf_selected.add(index)
            elif action == 0x01:
                self.apcf_selected.discard(index)
            else:
                self.apcf_selected.clear()
        used = len(self.apcf_selected)
        return android_hci.HCI_LE_APCF_ReturnParameters(
            status=hci.HCI_ErrorCode.SUCCESS,
            opcode=command.opcode,
            payload=bytes([action, self.vendor_capabilities.max_filter - used]),
        )

    def apcf_passes(self, packet: bytes) -> bool:
        """Whether an injected H4 event reaches the host under the APCF filters:
        an LE Advertising Report passes when APCF is off or no filter is
        selected, when its data lists a filtered 16-bit service UUID, or when it
        is the scan response of an advertiser that passed."""
        if not (self.apcf_enabled and self.apcf_selected):
            return True
        if packet[:2] != bytes([0x04, 0x3E]) or packet[3] != 0x02:
            return True
        event_type, address = packet[5], packet[7:13]
        data = packet[14 : 14 + packet[13]]
        if event_type == 0x04:  # SCAN_RSP
            return address in self.apcf_matched
        wanted = set().union(*(self.apcf_uuid_filters.get(index, set()) for index in self.apcf_selected))
        offset = 0
        while offset + 1 < len(data) and data[offset]:
            length, ad_type = data[offset], data[offset + 1]
            if ad_type in (0x02, 0x03):  # incomplete / complete list of 16-bit UUIDs
                body = data[offset + 2 : offset + 1 + length]
                if any(body[i : i + 2] in wanted for i in range(0, len(body) - 1, 2)):
                    self.apcf_matched.add(address)
                    return True
            offset += 1 + length
        return False

    # -- connection establishment --------------------------------------------
    def allocate_connection_handle(self) -> int:
        used = {connection.handle for connection in self.le_connections.values()}
        handle = self.first_connection_handle
        while handle in used:
            handle += 1
        return handle

    def create_le_connection(self, peer_address: hci.Address) -> None:
        pending = self.pending_le_connection
        if isinstance(pending, hci.HCI_LE_Create_Connection_Command):
            # The controller chooses the interval within [min, max]; bumble's
            # emulation always takes the minimum.
            pending.connection_interval_min = min(
                pending.connection_interval_max,
                max(pending.connection_interval_min, self.preferred_connection_interval),
            )
        super().create_le_connection(peer_address)

    # -- ACL fragmentation ------------------------------------------------------
    def on_link_acl_data(self, sender_address, transport, data: bytes) -> None:
        connection = self.le_connections.get(sender_address)
        if connection is None:
            super().on_link_acl_data(sender_address, transport, data)
            return
        size = self.le_acl_data_packet_length
        for offset in range(0, len(data), size):
            fragment = data[offset : offset + size]
            self.send_hci_packet(
                hci.HCI_AclDataPacket(
                    connection_handle=connection.handle,
                    pb_flag=0b10 if offset == 0 else 0b01,
                    bc_flag=0,
                    data_total_length=len(fragment),
                    data=fragment,
                )
            )

    # -- disconnection --------------------------------------------------------
    def on_hci_disconnect_command(self, command: hci.HCI_Disconnect_Command) -> None:
        connection = self.find_le_connection_by_handle(command.connection_handle)
        if connection is None or not self.link:
            return super().on_hci_disconnect_command(command)
        self._send_hci_command_status(hci.HCI_COMMAND_STATUS_PENDING, command.op_code)
        connection.send_ll_control_pdu(ll.TerminateInd(command.reason))
        self.on_le_disconnected(connection, REASON_CONNECTION_TERMINATED_BY_LOCAL_HOST)
        return None


class GatewayController(PhoneController):
    """The controller of the bedside gateway of gatt-procedures.btsnoop.

    A Zephyr-based gateway with an nRF52840 running Zephyr's own link layer
    over HCI UART: company identifier 0x05F1 (The Linux Foundation), no public
    address (it uses a static random one), connection handles from 0x0000, and
    a 30 ms connection interval.
    """

    manufacturer_company_identifier = 0x05F1
    hci_revision = 0x0306
    lmp_subversion = 0x0306
    first_connection_handle = 0x0000
    preferred_connection_interval = 24  # 30 ms


class IPhoneController(PhoneController):
    """An iPhone's controller, as its PacketLogger shows it.

    Broadcom (company 0x000F), LE ACL data packets of up to 251 bytes (so the
    host sees a peer's PDUs whole), connection handles from 0x0047. Apple's host
    connects through the Filter Accept List: LE Add Device To Filter Accept
    List, then LE Create Connection with initiator filter policy 1 and no peer
    address; the controller connects to the first peer of the list that
    advertises, and picks a 30 ms interval (Apple's initial interval). Read
    Remote Version Information is answered with the version set in
    ``remote_versions`` for the peer, once the LL_VERSION_IND exchange would be
    over.
    """

    manufacturer_company_identifier = 0x000F  # Broadcom
    hci_revision = 0x2257
    lmp_subversion = 0x2257
    first_connection_handle = 0x0047
    preferred_connection_interval = 24  # 30 ms
    le_acl_data_packet_length = 251

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.accept_list: list[hci.Address] = []
        self.remote_versions: dict[bytes, tuple[int, int, int]] = {}

    def on_hci_le_add_device_to_filter_accept_list_command(self, command):
        self.accept_list.append(command.address)
        return hci.HCI_StatusReturnParameters(hci.HCI_ErrorCode.SUCCESS)

    def on_hci_le_remove_device_from_filter_accept_list_command(self, command):
        self.accept_list = [address for address in self.accept_list if address != command.address]
        return hci.HCI_StatusReturnParameters(hci.HCI_ErrorCode.SUCCESS)

    def on_advertising_pdu(self, pdu) -> None:  # type: ignore[override]
        pending = self.pending_le_connection
        if (
            isinstance(pending, hci.HCI_LE_Create_Connection_Command)
            and pending.initiator_filter_policy == 1
            and pdu.advertiser_address in self.accept_list
        ):
            # The controller fills in the peer it connects to
            pending.peer_address_type = pdu.advertiser_address.address_type
            pending.peer_address = pdu.advertiser_address
            self.create_le_connection(pdu.advertiser_address)
            return
        super().on_advertising_pdu(pdu)

    def on_hci_read_remote_version_information_command(self, command) -> None:
        connection = self.find_le_connection_by_handle(command.connection_handle)
        if connection is None:
            self._send_hci_command_status(hci.HCI_ErrorCode.UNKNOWN_CONNECTION_IDENTIFIER_ERROR, command.op_code)
            return None
        self._send_hci_command_status(hci.HCI_COMMAND_STATUS_PENDING, command.op_code)
        version, company, subversion = self.remote_versions[bytes(connection.peer_address)]
        self.send_hci_packet(
            hci.HCI_Read_Remote_Version_Information_Complete_Event(
                status=hci.HCI_ErrorCode.SUCCESS,
                connection_handle=command.connection_handle,
                version=version,
                manufacturer_name=company,
                subversion=subversion,
            )
        )
        return None


class StrapController(Controller):
    """The strap's controller (not captured)."""

    le_features = LE_FEATURES_WITHOUT_EXTENDED_ADVERTISING


# LE features (Core Vol 6, Part B, 4.6) of peripherals' chips, as their LL_FEATURE_RSP gives them
LE_FEATURES_4_0 = hci.LeFeatureMask.LE_ENCRYPTION  # a Bluetooth 4.0 chip: encryption only
LE_FEATURES_4_2 = (
    hci.LeFeatureMask.LE_ENCRYPTION
    | hci.LeFeatureMask.CONNECTION_PARAMETERS_REQUEST_PROCEDURE
    | hci.LeFeatureMask.EXTENDED_REJECT_INDICATION
    | hci.LeFeatureMask.PERIPHERAL_INITIATED_FEATURE_EXCHANGE
    | hci.LeFeatureMask.LE_PING
    | hci.LeFeatureMask.LE_DATA_PACKET_LENGTH_EXTENSION
    | hci.LeFeatureMask.LL_PRIVACY
    | hci.LeFeatureMask.EXTENDED_SCANNER_FILTER_POLICIES
)


def peripheral_controller(name: str, link, le_features=None, public_address: str | None = None) -> Controller:
    """A peripheral's controller on ``link`` with the given LE features
    (default: those of ``StrapController``) and, for a device with a public
    address, that address."""
    features = le_features if le_features is not None else StrapController.le_features
    controller_class = type('PeripheralController', (StrapController,), {'le_features': features})
    if public_address is None:
        return controller_class(name, link=link)
    return controller_class(name, link=link, public_address=public_address)


# ---------------------------------------------------------------------------
# Advertising data
# ---------------------------------------------------------------------------
AD_FLAGS = 0x01
AD_COMPLETE_16BIT_UUIDS = 0x03
AD_COMPLETE_LOCAL_NAME = 0x09
AD_TX_POWER_LEVEL = 0x0A
AD_APPEARANCE = 0x19
AD_MANUFACTURER_SPECIFIC = 0xFF

COMPANY_NORDIC = 0x0059
COMPANY_MICROSOFT = 0x0006
APPEARANCE_HEART_RATE_BELT = 0x0341


def ad_structure(ad_type: int, payload: bytes) -> bytes:
    return bytes([len(payload) + 1, ad_type]) + payload


def strap_advertising_data(name: str) -> bytes:
    data = (
        ad_structure(AD_FLAGS, bytes([0x06]))  # LE General Discoverable, BR/EDR not supported
        + ad_structure(AD_COMPLETE_LOCAL_NAME, name.encode())
        + ad_structure(AD_COMPLETE_16BIT_UUIDS, struct.pack('<HH', 0x180D, 0x180F))
        + ad_structure(AD_APPEARANCE, struct.pack('<H', APPEARANCE_HEART_RATE_BELT))
    )
    assert len(data) <= 31
    return data


def strap_scan_response_data(firmware: tuple[int, int] = (2, 4), battery_percent: int = 87) -> bytes:
    data = ad_structure(
        AD_MANUFACTURER_SPECIFIC,
        # Nordic company id, then made-up: product id 0x7F3A, fw 2.4, battery 87 %,
        # status flags
        struct.pack('<HHBBBB', COMPANY_NORDIC, 0x7F3A, *firmware, battery_percent, 0x01),
    ) + ad_structure(AD_TX_POWER_LEVEL, struct.pack('<b', 0))
    assert len(data) <= 31
    return data


def bystander_advertising_data(seed_bytes: bytes) -> bytes:
    """A Windows PC's 'Connected Devices Platform' beacon (non-connectable)."""
    payload = struct.pack('<H', COMPANY_MICROSOFT) + bytes([0x01, 0x09, 0x20, 0x22])
    payload += seed_bytes[: 29 - len(payload)]
    return ad_structure(AD_MANUFACTURER_SPECIFIC, payload)


def le_advertising_report_event(
    event_type: int, address: hci.Address, data: bytes, rssi: int
) -> bytes:
    """H4 bytes of an HCI LE Advertising Report event with a single report."""
    report = (
        bytes([event_type, address.address_type])
        + bytes(address)
        + bytes([len(data)])
        + data
        + struct.pack('<b', rssi)
    )
    parameters = bytes([0x02, 0x01]) + report  # subevent, Num_Reports
    return bytes([0x04, 0x3E, len(parameters)]) + parameters


# ---------------------------------------------------------------------------
# The strap's GATT database
# ---------------------------------------------------------------------------
VENDOR_SERVICE_UUID = UUID('8f3a0001-5f7e-4c1a-9b6d-2c4e7f9a1b3c')
VENDOR_DATA_UUID = UUID('8f3a0002-5f7e-4c1a-9b6d-2c4e7f9a1b3c')
VENDOR_COMMAND_UUID = UUID('8f3a0003-5f7e-4c1a-9b6d-2c4e7f9a1b3c')
VENDOR_SENSOR_STATUS_UUID = UUID('8f3a0004-5f7e-4c1a-9b6d-2c4e7f9a1b3c')

R = Characteristic.Properties.READ
W = Characteristic.Properties.WRITE
WNR = Characteristic.Properties.WRITE_WITHOUT_RESPONSE
N = Characteristic.Properties.NOTIFY
IND = Characteristic.Properties.INDICATE
READABLE = Characteristic.READABLE
WRITEABLE = Characteristic.WRITEABLE


class StrapGattDatabase:
    """Services of the strap, in handle order, plus handy references.

    The defaults are the database of heart-rate-strap.btsnoop. The firmware
    before/after captures use ``firmware_revision``, leave out the other
    version-bearing characteristics (``version_details=False``: Software
    Revision String and PnP ID) and, after the update, add the vendor "sensor
    status" characteristic (``sensor_status``).
    """

    def __init__(
        self,
        name: str,
        battery_percent: int,
        firmware_revision: bytes = b'2.4.17 (build 5803)',
        version_details: bool = True,
        sensor_status: bytes | None = None,
    ) -> None:
        self.writes: list[tuple[str, bytes]] = []

        def recorder(label: str) -> CharacteristicValue:
            return CharacteristicValue(
                write=lambda _connection, value: self.writes.append((label, bytes(value)))
            )

        self.device_name = Characteristic('2A00', R, READABLE, name.encode())
        self.generic_access = Service(
            '1800',
            [
                self.device_name,
                Characteristic(
                    '2A01', R, READABLE, struct.pack('<H', APPEARANCE_HEART_RATE_BELT)
                ),
                # Peripheral Preferred Connection Parameters:
                # 50-100 ms interval, latency 4, supervision timeout 6 s
                Characteristic('2A04', R, READABLE, struct.pack('<HHHH', 40, 80, 4, 600)),
            ],
        )
        self.service_changed = Characteristic('2A05', IND, 0, bytes(4))
        self.generic_attribute = Service('1801', [self.service_changed])

        self.heart_rate_measurement = Characteristic('2A37', N, 0, b'')
        self.body_sensor_location = Characteristic('2A38', R, READABLE, bytes([0x01]))
        self.heart_rate_control_point = Characteristic(
            '2A39', W, WRITEABLE, recorder('heart_rate_control_point')
        )
        self.heart_rate = Service(
            '180D',
            [
                self.heart_rate_measurement,
                self.body_sensor_location,
                self.heart_rate_control_point,
            ],
        )

        self.battery_level = Characteristic('2A19', R | N, READABLE, bytes([battery_percent]))
        self.battery = Service('180F', [self.battery_level])

        self.manufacturer_name = Characteristic(
            '2A29', R, READABLE, b'Kestrel Pulse Instruments Ltd'
        )
        self.model_number = Characteristic('2A24', R, READABLE, b'KP-HRS7')
        self.serial_number = Characteristic('2A25', R, READABLE, b'7F3A0219C4E1')
        self.hardware_revision = Characteristic('2A27', R, READABLE, b'Rev C')
        self.firmware_revision = Characteristic('2A26', R, READABLE, firmware_revision)
        self.software_revision = Characteristic('2A28', R, READABLE, b'2.4.17')
        # System ID: 40-bit manufacturer-defined identifier + 24-bit OUI
        self.system_id = Characteristic(
            '2A23', R, READABLE, bytes.fromhex('013a7ffeff332cf1')
        )
        # PnP ID: Bluetooth SIG vendor id source, Nordic, product 0x7F3A, version 2.4.17
        self.pnp_id = Characteristic(
            '2A50', R, READABLE, struct.pack('<BHHH', 0x01, COMPANY_NORDIC, 0x7F3A, 0x0241)
        )
        self.device_information = Service(
            '180A',
            [
                self.manufacturer_name,
                self.model_number,
                self.serial_number,
                self.hardware_revision,
                self.firmware_revision,
                *([self.software_revision] if version_details else []),
                self.system_id,
                *([self.pnp_id] if version_details else []),
            ],
        )

        self.vendor_data = Characteristic(VENDOR_DATA_UUID, N, 0, b'')
        self.vendor_command = Characteristic(
            VENDOR_COMMAND_UUID, WNR, WRITEABLE, recorder('vendor_command')
        )
        vendor_characteristics = [self.vendor_data, self.vendor_command]
        self.vendor_sensor_status = None
        if sensor_status is not None:
            self.vendor_sensor_status = Characteristic(VENDOR_SENSOR_STATUS_UUID, R, READABLE, sensor_status)
            vendor_characteristics.append(self.vendor_sensor_status)
        self.vendor = Service(VENDOR_SERVICE_UUID, vendor_characteristics)

    @property
    def services(self) -> list[Service]:
        return [
            self.generic_access,
            self.generic_attribute,
            self.heart_rate,
            self.battery,
            self.device_information,
            self.vendor,
        ]


def reserve_handles(server, count: int) -> None:
    """Leave ``count`` attribute handles unused after the attributes added so
    far: the next service starts ``count`` handles later than bumble would
    put it (handles need not be contiguous; static GATT tables often have
    such gaps where a feature was compiled out)."""
    reserved = getattr(server, 'reserved_handles', 0) + count
    server.reserved_handles = reserved
    server.next_handle = lambda: 1 + len(server.attributes) + reserved

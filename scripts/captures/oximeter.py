"""The wrist pulse oximeter of ``Captures/gatt-procedures.btsnoop``.

A made-up "Kestrel Pulse Instruments KP-OX2" wrist oximeter: advertising data,
its GATT database (bumble ``Service``/``Characteristic`` objects) and the
values it exposes, among them PLX Continuous Measurement values (Pulse
Oximeter Service 1.0.1, characteristic 0x2A5F) with IEEE 11073-20601 SFLOAT
fields.
"""

from __future__ import annotations

import struct

from bumble import att
from bumble.core import UUID
from bumble.gatt import Characteristic, CharacteristicValue, Service

from .heart_rate import crc16_ccitt
from .stack import (
    AD_APPEARANCE,
    AD_COMPLETE_16BIT_UUIDS,
    AD_COMPLETE_LOCAL_NAME,
    AD_FLAGS,
    AD_MANUFACTURER_SPECIFIC,
    COMPANY_NORDIC,
    IND,
    READABLE,
    WRITEABLE,
    N,
    R,
    W,
    ad_structure,
)

APPEARANCE_PULSE_OXIMETER_WRIST = 0x0C42
BODY_SENSOR_LOCATION_WRIST = 0x02
PLX_FEATURE_PULSE_AMPLITUDE_INDEX = 0x0040
PLX_FLAG_PULSE_AMPLITUDE_INDEX = 0x10

VENDOR_SERVICE_UUID = UUID('3e5a0001-8c2d-4b7e-a1f0-6d9b2c4e8f17')
ALARM_LIMITS_UUID = UUID('3e5a0002-8c2d-4b7e-a1f0-6d9b2c4e8f17')
CALIBRATION_UUID = UUID('3e5a0003-8c2d-4b7e-a1f0-6d9b2c4e8f17')
PATIENT_ID_UUID = UUID('3e5a0004-8c2d-4b7e-a1f0-6d9b2c4e8f17')

# Nordic Secure DFU service (16-bit member UUID of Nordic Semiconductor) and its
# Buttonless DFU characteristic, which the oximeter exposes once the user
# enables firmware updates.
DFU_SERVICE_UUID = UUID('FE59')
BUTTONLESS_DFU_UUID = UUID('8ec90003-f315-4f60-9fb8-838830daea50')

MANUFACTURER_NAME = b'Kestrel Pulse Instruments Ltd., Medical Devices Division, Portsmouth PO1 3AX, UK'


# ---------------------------------------------------------------------------
# Value encodings
# ---------------------------------------------------------------------------
def sfloat(mantissa: int, exponent: int = 0) -> bytes:
    """IEEE 11073-20601 SFLOAT: 4-bit signed exponent, 12-bit signed mantissa."""
    assert -2048 < mantissa < 2046 and -8 <= exponent <= 7
    return struct.pack('<H', ((exponent & 0xF) << 12) | (mantissa & 0x0FFF))


def plx_continuous_measurement(spo2_percent: int, pulse_rate_bpm: int, pai_tenths: int) -> bytes:
    """Flags (Pulse Amplitude Index present), SpO2PR-Normal (SpO2, PR), PAI."""
    return (
        bytes([PLX_FLAG_PULSE_AMPLITUDE_INDEX])
        + sfloat(spo2_percent)
        + sfloat(pulse_rate_bpm)
        + sfloat(pai_tenths, -1)
    )


def alarm_limits_configuration() -> bytes:
    """Made-up vendor alarm configuration (44 bytes: too long for one Write
    Request at ATT_MTU 23, so it goes as a Write Long / prepared write)."""
    body = struct.pack(
        '<BBBBBBHHBB',
        0x01,  # format version
        0x07,  # enabled alarms: SpO2 low | PR low | PR high
        90,  # SpO2 low alarm, %
        85,  # SpO2 critical, %
        45,  # PR low, bpm
        130,  # PR high, bpm
        15,  # alarm delay, s
        300,  # alarm silence, s
        0x02,  # averaging: 8 s
        0x01,  # sensitivity: normal
    )
    body += b'WARD-7B/BED-12'.ljust(16, b'\0')  # location label
    body += struct.pack('<I', 0x67D4_1A00)  # configured at (Unix time)
    body += bytes(42 - len(body))
    return body + struct.pack('<H', crc16_ccitt(body))


def _read_not_permitted(_connection) -> bytes:
    raise att.ATT_Error(error_code=att.ATT_READ_NOT_PERMITTED_ERROR)


# ---------------------------------------------------------------------------
# Advertising data
# ---------------------------------------------------------------------------
def advertising_data(name: str) -> bytes:
    data = (
        ad_structure(AD_FLAGS, bytes([0x06]))
        + ad_structure(AD_COMPLETE_LOCAL_NAME, name.encode())
        + ad_structure(AD_COMPLETE_16BIT_UUIDS, struct.pack('<HHH', 0x1822, 0x180D, 0x180F))
        + ad_structure(AD_APPEARANCE, struct.pack('<H', APPEARANCE_PULSE_OXIMETER_WRIST))
    )
    assert len(data) <= 31
    return data


def scan_response_data() -> bytes:
    # Nordic company id, made-up product id 0x0B1C, fw 1.3, status flags
    return ad_structure(AD_MANUFACTURER_SPECIFIC, struct.pack('<HHBBB', COMPANY_NORDIC, 0x0B1C, 1, 3, 0x00))


# ---------------------------------------------------------------------------
# GATT database
# ---------------------------------------------------------------------------
class OximeterGattDatabase:
    """Services of the oximeter, in handle order, plus handy references."""

    def __init__(self, name: str, battery_percent: int) -> None:
        self.writes: list[tuple[str, bytes]] = []

        def recorder(label: str, read=None) -> CharacteristicValue:
            return CharacteristicValue(
                read=read, write=lambda _connection, value: self.writes.append((label, bytes(value)))
            )

        self.generic_access = Service(
            '1800',
            [
                Characteristic('2A00', R, READABLE, name.encode()),
                Characteristic('2A01', R, READABLE, struct.pack('<H', APPEARANCE_PULSE_OXIMETER_WRIST)),
            ],
        )
        self.service_changed = Characteristic('2A05', IND, 0, bytes(4))
        self.generic_attribute = Service('1801', [self.service_changed])

        self.heart_rate_measurement = Characteristic('2A37', N, 0, b'')
        self.body_sensor_location = Characteristic('2A38', R, READABLE, bytes([BODY_SENSOR_LOCATION_WRIST]))
        # Write-only, as HRS requires: a read is answered with Read Not Permitted
        self.heart_rate_control_point = Characteristic(
            '2A39', W, WRITEABLE, recorder('heart_rate_control_point', read=_read_not_permitted)
        )
        self.heart_rate = Service(
            '180D', [self.heart_rate_measurement, self.body_sensor_location, self.heart_rate_control_point]
        )

        self.battery_level = Characteristic('2A19', R | N, READABLE, bytes([battery_percent]))
        self.battery = Service('180F', [self.battery_level])

        self.manufacturer_name = Characteristic('2A29', R, READABLE, MANUFACTURER_NAME)
        self.model_number = Characteristic('2A24', R, READABLE, b'KP-OX2')
        self.serial_number = Characteristic('2A25', R, READABLE, b'5B1C0847A3D2')
        self.firmware_revision = Characteristic('2A26', R, READABLE, b'1.3.2')
        self.device_information = Service(
            '180A', [self.manufacturer_name, self.model_number, self.serial_number, self.firmware_revision]
        )

        self.plx_continuous_measurement = Characteristic('2A5F', N, 0, b'')
        self.plx_features = Characteristic(
            '2A60', R, READABLE, struct.pack('<H', PLX_FEATURE_PULSE_AMPLITUDE_INDEX)
        )
        self.pulse_oximeter = Service('1822', [self.plx_continuous_measurement, self.plx_features])

        self.alarm_limits_value = bytes(44)  # factory default: all alarms off

        def write_alarm_limits(_connection, value: bytes) -> None:
            self.alarm_limits_value = bytes(value)
            self.writes.append(('alarm_limits', bytes(value)))

        self.alarm_limits = Characteristic(
            ALARM_LIMITS_UUID,
            R | W,
            READABLE | WRITEABLE,
            CharacteristicValue(read=lambda _connection: self.alarm_limits_value, write=write_alarm_limits),
        )
        # Factory calibration: readable only over an authenticated (MITM-protected) link
        self.calibration = Characteristic(
            CALIBRATION_UUID,
            R,
            Characteristic.Permissions.READABLE | Characteristic.Permissions.READ_REQUIRES_AUTHENTICATION,
            bytes.fromhex('0b1c01f40e2a00c8'),
        )
        # Patient identifier: readable only over an encrypted link
        self.patient_id = Characteristic(
            PATIENT_ID_UUID,
            R | W,
            Characteristic.Permissions.READABLE
            | Characteristic.Permissions.WRITEABLE
            | Characteristic.Permissions.READ_REQUIRES_ENCRYPTION,
            b'PID-0000000000',
        )
        self.vendor = Service(VENDOR_SERVICE_UUID, [self.alarm_limits, self.calibration, self.patient_id])

        # Added at run time (not part of ``services``)
        self.buttonless_dfu = Characteristic(BUTTONLESS_DFU_UUID, W | IND, WRITEABLE, recorder('buttonless_dfu'))
        self.dfu = Service(DFU_SERVICE_UUID, [self.buttonless_dfu])

    @property
    def services(self) -> list[Service]:
        return [
            self.generic_access,
            self.generic_attribute,
            self.heart_rate,
            self.battery,
            self.device_information,
            self.pulse_oximeter,
            self.vendor,
        ]

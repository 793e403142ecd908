"""Field encodings of the GATT Specification Supplement (GSS) used by the
profile sessions (blood pressure, thermometer, weight scale, glucose, cycling,
fitness machine).

Every encoder takes exact integers (mantissa and decimal exponent, raw counts
in the field's resolution), never floats, so that the bytes cannot depend on
rounding.

* ``sfloat``: IEEE 11073-20601 SFLOAT (GSS "medfloat16"): a 4-bit signed
  exponent (base 10) in the high nibble and a 12-bit signed mantissa. Special
  values: NaN 0x07FF, NRes 0x0800, +INFINITY 0x07FE, -INFINITY 0x0802,
  reserved 0x0801.
* ``medfloat32``: IEEE 11073-20601 FLOAT (GSS "medfloat32"): an 8-bit signed
  exponent in the high byte and a 24-bit signed mantissa, little-endian on the
  wire (36.6 = 366 x 10^-1 -> 6E 01 00 FF).
* ``date_time``: GSS Date Time: Year (uint16), Month, Day, Hours, Minutes,
  Seconds (uint8 each), 7 bytes.
"""

from __future__ import annotations

import struct

SFLOAT_NAN = b'\xff\x07'  # 0x07FF, little-endian


def sfloat(mantissa: int, exponent: int = 0) -> bytes:
    """SFLOAT ``mantissa`` x 10^``exponent`` (mantissa -2046..2045, exponent -8..7)."""
    assert -2046 <= mantissa <= 2045, mantissa  # 0x07FE..0x0802 are the special values
    assert -8 <= exponent <= 7, exponent
    return struct.pack('<H', ((exponent & 0x0F) << 12) | (mantissa & 0x0FFF))


def medfloat32(mantissa: int, exponent: int) -> bytes:
    """FLOAT ``mantissa`` x 10^``exponent`` (mantissa -(2^23 - 3)..2^23 - 3)."""
    assert -(2**23 - 3) <= mantissa <= 2**23 - 3, mantissa
    assert -128 <= exponent <= 127, exponent
    return struct.pack('<I', ((exponent & 0xFF) << 24) | (mantissa & 0xFFFFFF))


def date_time(year: int, month: int, day: int, hours: int, minutes: int, seconds: int) -> bytes:
    """GSS Date Time (7 bytes)."""
    assert 1582 <= year <= 9999 and 1 <= month <= 12 and 1 <= day <= 31, (year, month, day)
    assert 0 <= hours <= 23 and 0 <= minutes <= 59 and 0 <= seconds <= 59, (hours, minutes, seconds)
    return struct.pack('<HBBBBB', year, month, day, hours, minutes, seconds)


def uint24(value: int) -> bytes:
    assert 0 <= value < 1 << 24, value
    return value.to_bytes(3, 'little')

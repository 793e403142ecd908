"""Who is who in the sample captures: addresses, names, keys, link parameters.

The Android phone and the heart-rate strap are the same devices in every
session that involves them (``heart-rate-strap*``, ``heart-rate-strap-reconnect``,
``firmware-before``/``firmware-after``).
"""

from __future__ import annotations

from bumble import hci
from bumble.device import ConnectionParametersPreferences

STRAP_NAME = 'HRS-Strap 7F3A'
STRAP_ADDRESS = hci.Address('F1:2C:33:7F:3A:01', hci.Address.RANDOM_DEVICE_ADDRESS)
STRAP_IRK = bytes(range(16))

# The phone's controller public address (Read BD ADDR; also its identity
# address when it bonds) and the address it used over the air in
# heart-rate-strap.btsnoop. That one has the RPA shape but was never meant to
# resolve; the sessions with pairing use RPAs computed from PHONE_IRK.
PHONE_PUBLIC_ADDRESS = '94:65:2D:4F:6A:12'  # OnePlus OUI
PHONE_RPA = hci.Address('4D:7A:C2:19:E3:58', hci.Address.RANDOM_DEVICE_ADDRESS)
PHONE_NAME = 'Pixel'
PHONE_IRK = bytes(range(16, 32))

BYSTANDER_ADDRESS = hci.Address('1F:A3:55:09:C2:7E', hci.Address.RANDOM_DEVICE_ADDRESS)

ATT_CLIENT_MTU = 517  # what Android asks for
ATT_SERVER_MTU = 247  # what the strap accepts

# Android-like LE Create Connection parameters
CONNECT_SCAN_INTERVAL_MS = 60  # 0x0060
CONNECT_SCAN_WINDOW_MS = 30  # 0x0030
CONNECTION_PREFERENCES = ConnectionParametersPreferences(
    connection_interval_min=30.0,  # 0x0018
    connection_interval_max=50.0,  # 0x0028
    max_latency=0,
    supervision_timeout=5000,  # 0x01F4
    min_ce_length=0.0,
    max_ce_length=0.0,
)
# What the strap asks for over L2CAP (same as its PPCP characteristic)
STRAP_PREFERRED_INTERVAL_MS = (50.0, 100.0)
STRAP_PREFERRED_LATENCY = 4
STRAP_PREFERRED_TIMEOUT_MS = 6000

STRAP_CLOCK_PPM = 38  # the strap's 1 s measurement tick is slightly short
STRAP_ADVERTISING_INTERVAL_MS = 152.5

REMOTE_USER_TERMINATED = hci.HCI_ErrorCode.REMOTE_USER_TERMINATED_CONNECTION_ERROR  # 0x13

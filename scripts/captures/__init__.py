"""Helper modules for ``scripts/make_captures.py`` (sample BLE HCI captures).

* ``timeline``   -- deterministic simulated clock that time-stamps HCI packets
* ``heart_rate`` -- deterministic heart-rate / RR-interval / vendor payload data
* ``stack``      -- bumble controller subclasses and the strap's GATT database
* ``writers``    -- btsnoop (H4 and Linux monitor) and pcapng file writers
"""

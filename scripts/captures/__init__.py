"""Helper modules for ``scripts/make_captures.py`` (sample BLE HCI captures).

* ``timeline``   -- deterministic simulated clock that time-stamps HCI packets
* ``heart_rate`` -- deterministic heart-rate / RR-interval / vendor payload data
* ``stack``      -- bumble controller subclasses and the strap's GATT database
* ``identities`` -- addresses, names, keys and link parameters of the devices
* ``scenario``   -- shared scenario helpers: phases, controllers and devices,
  advertising, scan, connect / MTU / discovery, connection parameter update,
  advertising reports, deterministic pairing and pairing configurations, the
  phone's GATT cache
* ``oximeter``   -- the pulse oximeter's advertising data and GATT database
* ``reconnect``  -- session of heart-rate-strap-reconnect.btsnoop
* ``procedures`` -- session of gatt-procedures.btsnoop
* ``firmware``   -- sessions of firmware-before/after.btsnoop
* ``writers``    -- btsnoop (H4 and Linux monitor) and pcapng file writers
* ``gss``        -- GATT Specification Supplement encodings (SFLOAT, FLOAT,
  Date Time)
* ``profile_session`` -- the steps the profile sessions share (scan, connect,
  MTU, discovery, Device Information) and the sensors' standard services
* ``blood_pressure``, ``thermometer``, ``weight_scale``, ``glucose``,
  ``cycling_speed_cadence``, ``fitness_machine`` -- one profile session each
* ``app_session`` -- an app and one device, each step as the phone's platform
  (Android or iOS) does it on the HCI; the GATT layout helpers the device
  descriptions use
* ``hrm_app`` (iOS and Android twins), ``coospo_h6``, ``polar_h7``,
  ``medisana_pm100``, ``scale_framed`` -- one device and its session each
"""

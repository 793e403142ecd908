#!/usr/bin/env bash
# tshark-att.sh - reference extractor of ATT PDUs, used by the test suite to
# cross-check hrsniff against Wireshark's tshark (written against 4.0.x).
#
# Usage: scripts/tshark-att.sh [-l|--long] FILE [-- EXTRA_TSHARK_ARGS...]
#
# Output (stdout), one line per ATT PDU that tshark decodes, in frame order
# (several PDUs in one frame keep tshark's tree order):
#
#   FRAME OPCODE HEX
#
#   FRAME   1-based tshark frame number in which the ATT PDU is dissected; for an
#           L2CAP PDU reassembled from several HCI ACL (or LL) fragments this is
#           the frame carrying the last fragment.
#   OPCODE  tshark's btatt.opcode as 0xNN (lowercase, two hex digits); "-" if
#           tshark created an ATT layer without an opcode field.
#   HEX     lowercase hex of the whole ATT PDU (opcode byte included) = the
#           L2CAP information payload (after reassembly); "-" if empty. If the
#           capture itself cut the packet short (snaplen), this is only the bytes
#           that were captured - see the "short" flag below.
#
# With -l/--long five more columns are appended:
#
#   HANDLE  bthci_acl.chandle as 0xNNNN ("-" for link-layer sniffer captures)
#   CONN    bthci_acl.connect_in: frame number of the (LE) Connection Complete
#           event that opened this handle - tells apart connections that reuse
#           a handle; "-" when tshark saw no such event (capture started
#           mid-connection, or an event tshark 4.0 cannot parse such as
#           LE Enhanced Connection Complete [v2], subevent 0x29)
#   DIR     sent | rcvd  (host->controller | controller->host; from
#           hci_h4.direction, hci_mon.opcode, packetlogger.type or
#           frame.p2p_dir), c2p | p2c for nRF Sniffer captures, else "-"
#   CID     btl2cap.cid as 0xNNNN ("-" if absent)
#   FLAGS   comma-separated: malformed (tshark flagged the frame as malformed),
#           truncated (frame.cap_len < frame.len), short (ATT bytes fewer than
#           the L2CAP length on CID 0x0004); "-" if none
#
# Everything after "--" is passed to tshark unchanged, e.g.
#   -- -d btl2cap.psm==0x0027,btatt    (ATT over LE credit-based channels)
#
# Determinism: tshark runs with an empty private configuration directory
# (WIRESHARK_CONFIG_DIR), so personal preferences, profiles, Decode As entries,
# disabled protocols and heuristics of the invoking user have no effect; the
# preferences that matter are pinned explicitly; name resolution is off (-n).
#
# Exit status: 0 ok; 2 bad usage / unreadable file; 3 tshark failed (its
# messages are repeated on stderr; stdout then holds whatever was decoded);
# 127 tshark or jq missing.

set -u -o pipefail

prog=${0##*/}
die() { local code=$1; shift; printf '%s: %s\n' "$prog" "$*" >&2; exit "$code"; }
usage() { echo "usage: $prog [-l|--long] FILE [-- EXTRA_TSHARK_ARGS...]" >&2; }

long=0
file=
extra=()
while [ $# -gt 0 ]; do
    case $1 in
        -l|--long) long=1 ;;
        -h|--help) usage; exit 0 ;;
        --) shift; extra=("$@"); break ;;
        -*) usage; die 2 "unknown option: $1" ;;
        *) [ -z "$file" ] || { usage; die 2 "only one capture file may be given"; }
           file=$1 ;;
    esac
    shift
done
[ -n "$file" ] || { usage; die 2 "no capture file given"; }

command -v tshark >/dev/null 2>&1 || die 127 "tshark not found in PATH (install Wireshark's tshark, e.g. 'apt-get install tshark')"
command -v jq >/dev/null 2>&1 || die 127 "jq not found in PATH (needed to read tshark's JSON output; e.g. 'apt-get install jq')"
[ -f "$file" ] && [ -r "$file" ] || die 2 "cannot read capture file: $file"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tshark-att.XXXXXX") || die 3 "mktemp failed"
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/config"

# Pinned preferences (all equal to the 4.0 defaults). They live in the private
# preferences file rather than -o so that a tshark without one of them does not
# abort.
cat >"$tmp/config/preferences" <<'EOF'
bthci_acl.hci_acl_reassembly: TRUE
bthci_iso.hci_iso_reassembly: TRUE
btle.detect_retransmit: TRUE
ppi.reassemble: TRUE
EOF

export WIRESHARK_CONFIG_DIR="$tmp/config"
export LC_ALL=C TZ=UTC

# -T json -x gives "<proto>_raw": [hex, offset, length, bitmask, type]; for
# btatt the hex is taken from the tvb the ATT dissector ran on, i.e. the
# reassembled L2CAP payload when reassembly happened.
# --no-duplicate-keys turns repeated layers of one frame into arrays instead of
# duplicate JSON keys (which jq would silently collapse).
# -j keeps only the layers (and first-level fields) we read: half the JSON.
tshark -n -r "$file" \
    -Y btatt \
    -T json -x --no-duplicate-keys \
    -j "frame _ws.malformed hci_h4 hci_mon packetlogger nordic_ble nordic_ble.flags bthci_acl btl2cap btatt" \
    ${extra[@]+"${extra[@]}"} >"$tmp/out.json" 2>"$tmp/err"
rc=$?
grep -v '^Running as user ' "$tmp/err" >"$tmp/err2"

jq -r --argjson long "$long" '
  def list: if . == null then [] elif type == "array" then . else [.] end;
  # a *_raw member is [hex, pos, len, mask, type]; repeated layers make it a list of those
  def rawlist: if . == null then [] elif (.[0] | type) == "array" then . else [.] end;
  def first_of($k): (.[$k] | list | .[0]) // null;
  def hex4: if . == null then "-" else ("0x" + (ltrimstr("0x") | ascii_downcase | ("0000" + .)[-4:])) end;
  .[]._source.layers as $l
  | ($l.frame // {}) as $f
  | ($l.bthci_acl | list | .[0] // {}) as $acl
  | ($l.btl2cap | list | map(select(type == "object"))) as $l2s
  | ($l.btatt_raw | rawlist) as $raws
  | ($l.btatt | list | map(if type == "object" then . else {} end)) as $atts
  | range(0; ([($raws | length), ($atts | length)] | max)) as $i
  | (($raws[$i] // [""])[0] | ascii_downcase) as $hex
  | (($atts[$i] // {})["btatt.opcode"] // null) as $op
  | [ $f["frame.number"],
      (if $op == null then "-" else ("0x" + ($op | ltrimstr("0x") | ascii_downcase | ("00" + .)[-2:])) end),
      (if $hex == "" then "-" else $hex end)
    ]
    + ( if $long == 0 then [] else
        ( ($l2s[$i] // $l2s[-1] // {}) as $l2
        | ($l2["btl2cap.cid"] // null) as $cid
        | ($l2["btl2cap.length"] // null) as $l2len
        | [ ($acl["bthci_acl.chandle"] // null | hex4),
            ($acl["bthci_acl.connect_in"] // "-"),
            ( ($l | first_of("hci_h4")) as $h4 | ($l | first_of("hci_mon")) as $mon
            | ($l | first_of("packetlogger")) as $pl
            | ([$l.nordic_ble | .. | objects | .["nordic_ble.direction"] | select(. != null)] | .[0]) as $nbdir
            | if ($h4 | type) == "object" and $h4["hci_h4.direction"] != null then
                  (if $h4["hci_h4.direction"] == "0x00" then "sent" else "rcvd" end)
              elif ($mon | type) == "object" and ($mon["hci_mon.opcode"] == "4" or $mon["hci_mon.opcode"] == "5") then
                  (if $mon["hci_mon.opcode"] == "4" then "sent" else "rcvd" end)
              elif ($pl | type) == "object" and ($pl["packetlogger.type"] == "0x02" or $pl["packetlogger.type"] == "0x03") then
                  (if $pl["packetlogger.type"] == "0x02" then "sent" else "rcvd" end)
              elif $nbdir != null then
                  (if $nbdir == "1" then "c2p" else "p2c" end)
              elif $f["frame.p2p_dir"] == "0" then "sent"
              elif $f["frame.p2p_dir"] == "1" then "rcvd"
              else "-" end ),
            ($cid | hex4),
            ( [ (if $l["_ws.malformed"] != null then "malformed" else empty end),
                (if (($f["frame.cap_len"] // "0") | tonumber) < (($f["frame.len"] // "0") | tonumber) then "truncated" else empty end),
                (if $cid != null and ($cid | ascii_downcase) == "0x0004" and $l2len != null
                    and ($hex | length) / 2 < ($l2len | tonumber) then "short" else empty end)
              ] | if length == 0 then "-" else join(",") end )
          ] )
        end )
  | join(" ")
' "$tmp/out.json" | sort -s -n -k1,1
jrc=$?

if [ "$rc" -ne 0 ]; then
    cat "$tmp/err2" >&2
    die 3 "tshark exited with status $rc on $file"
fi
[ -s "$tmp/err2" ] && cat "$tmp/err2" >&2
[ "$jrc" -eq 0 ] || die 3 "could not parse tshark's JSON output for $file"
exit 0

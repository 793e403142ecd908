function __hrsniff_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __hrsniff_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __hrsniff_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __hrsniff_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __hrsniff_parse_tokens -S
    set -l unparsed_tokens (__hrsniff_tokens -pc)
    switch $unparsed_tokens[1]
    case 'hrsniff'
        __hrsniff_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'analyze'
            __hrsniff_parse_subcommand -r 1 'gatt-from=' 'json' 'decoders=' 'summary' 'api=' 'table' 'width=' 'connection=+' 'peer=+' 'uuid=+' 'from=' 'to=' 'errors' 'filter=' 'merge' 'jobs=' 'version' 'h/help'
        case 'connections'
            __hrsniff_parse_subcommand -r 1 'json' 'width=' 'connection=+' 'peer=+' 'uuid=+' 'from=' 'to=' 'errors' 'filter=' 'version' 'h/help'
        case 'gatt'
            __hrsniff_parse_subcommand -r 1 'gatt-from=' 'json' 'decoders=' 'width=' 'connection=+' 'peer=+' 'uuid=+' 'from=' 'to=' 'errors' 'filter=' 'merge' 'jobs=' 'version' 'h/help'
        case 'diff'
            __hrsniff_parse_subcommand 2 'json' 'ignore=' 'pair=+' 'decoders=' 'version' 'h/help'
        case 'dump'
            __hrsniff_parse_subcommand 1 'layer=' 'json' 'decoders=' 'connection=+' 'peer=+' 'uuid=+' 'from=' 'to=' 'errors' 'filter=' 'version' 'h/help'
        case 'export'
            __hrsniff_parse_subcommand -r 1 'csv' 'connection=+' 'peer=+' 'uuid=+' 'from=' 'to=' 'errors' 'filter=' 'gatt-from=' 'decoders=' 'o/output=' 'force' 'merge' 'jobs=' 'version' 'h/help'
        case 'report'
            __hrsniff_parse_subcommand -r 1 'o/output=' 'force' 'gatt-from=' 'decoders=' 'connection=+' 'peer=+' 'uuid=+' 'from=' 'to=' 'errors' 'filter=' 'version' 'h/help'
        case 'live'
            __hrsniff_parse_subcommand 1 'i=' 'tcp=' 'reconnect' 'follow=' 'w=' 'force' 'dump' 'layer=' 'json' 'summary' 'api=' 'decoders=' 'connection=+' 'peer=+' 'uuid=+' 'from=' 'to=' 'errors' 'filter=' 'version' 'h/help'
        case 'convert'
            __hrsniff_parse_subcommand 2 'format=' 'annotate' 'anonymize' 'decoders=' 'force' 'version' 'h/help'
        case 'help'
            __hrsniff_parse_subcommand -r 1 'version'
        end
    end
end

function __hrsniff_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __hrsniff_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __hrsniff_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __hrsniff_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__hrsniff_tokens -p)
    if test -z "$(__hrsniff_tokens -t)"
        set -l index (count (__hrsniff_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'hrsniff' -f
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'analyze' -d 'Tell what happened in each connection: discovery, reads, writes, subscriptions, values, errors.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'connections' -d 'List the connections of a capture, one line each: peer, start, duration, ATT PDUs, notifications, errors.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'gatt' -d 'Print the attribute table of each connection, as discovery revealed it.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'diff' -d 'Show what changed between two sessions: GATT table, procedures, values, notifications, timing.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'dump' -d 'List every packet of a capture, one line each, decoded down to ATT.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'export' -d 'Write the decoded values of a capture as CSV: one row per value, with connection and time.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'report' -d 'Write one self-contained HTML page about a capture (or two, with their diff): summary, charts, timeline, GATT table.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'live' -d 'Capture live and tell the story as it happens: the Linux HCI monitor, a TCP stream, a growing file.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'convert' -d 'Write a capture as pcapng or btsnoop, optionally annotated with hrsniff\'s decode or anonymized.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" gatt-from' -l 'gatt-from' -d 'Borrow attribute tables from another capture of the same peer, for connections that skip discovery.' -rF
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" json' -l 'json' -d 'Print NDJSON (one JSON object per line) instead of text; see docs/json.md.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" decoders' -l 'decoders' -d 'Decode vendor characteristics with the decoders described in this JSON or YAML file (docs/decoders.md).' -rfa '(set -l exts \'json\' \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" summary' -l 'summary' -d 'Fold notifications and indications into the per-connection summary instead of a line each.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" api' -l 'api' -d 'Show the app call behind each procedure: ios (CoreBluetooth) or android (BluetoothGatt).' -rfka 'ios android'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" table' -l 'table' -d 'With --summary: print the attribute tables too.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" width' -l 'width' -d 'Lay text out for this many columns (default: COLUMNS or the terminal\'s width; whole lines into a pipe or file).' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze"' -l 'connection' -d 'Keep only this connection (the number analyze gives); repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze"' -l 'peer' -d 'Keep only connections with this peer: an address, or a part of its name; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze"' -l 'uuid' -d 'Keep only PDUs and procedures of this service, characteristic or descriptor: 2A37, a 128-bit UUID or a name such as "Heart Rate Measurement"; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" from' -l 'from' -d 'Keep what happened from this time on: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" to' -l 'to' -d 'Keep what happened up to this time: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" errors' -l 'errors' -d 'Keep only procedures that failed, and warnings.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" filter' -l 'filter' -d 'Keep only events whose JSON fields satisfy this expression, such as \'uuid == 2A37 and bpm > 150\' (docs/commands.md, "Filter expressions").' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" merge' -l 'merge' -d 'Merge the captures in time order into one (a log rotated into btsnoop_hci.log.last and btsnoop_hci.log).'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" jobs' -l 'jobs' -d 'Captures read at once when there are several (default: the number of cores).' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff analyze" -ge 1' -F
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff analyze" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections" json' -l 'json' -d 'Print NDJSON (one object per connection) instead of text; see docs/json.md.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections" width' -l 'width' -d 'Lay text out for this many columns (default: COLUMNS or the terminal\'s width; whole lines into a pipe or file).' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections"' -l 'connection' -d 'Keep only this connection (the number analyze gives); repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections"' -l 'peer' -d 'Keep only connections with this peer: an address, or a part of its name; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections"' -l 'uuid' -d 'Keep only PDUs and procedures of this service, characteristic or descriptor: 2A37, a 128-bit UUID or a name such as "Heart Rate Measurement"; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections" from' -l 'from' -d 'Keep what happened from this time on: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections" to' -l 'to' -d 'Keep what happened up to this time: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections" errors' -l 'errors' -d 'Keep only procedures that failed, and warnings.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections" filter' -l 'filter' -d 'Keep only events whose JSON fields satisfy this expression, such as \'uuid == 2A37 and bpm > 150\' (docs/commands.md, "Filter expressions").' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff connections" -ge 1' -F
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff connections" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" gatt-from' -l 'gatt-from' -d 'Borrow attribute tables from another capture of the same peer, for connections that skip discovery.' -rF
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" json' -l 'json' -d 'Print NDJSON (one JSON object per line) instead of text; see docs/json.md.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" decoders' -l 'decoders' -d 'Decode vendor characteristics with the decoders described in this JSON or YAML file (docs/decoders.md).' -rfa '(set -l exts \'json\' \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" width' -l 'width' -d 'Lay text out for this many columns (default: COLUMNS or the terminal\'s width; whole lines into a pipe or file).' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt"' -l 'connection' -d 'Keep only this connection (the number analyze gives); repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt"' -l 'peer' -d 'Keep only connections with this peer: an address, or a part of its name; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt"' -l 'uuid' -d 'Keep only PDUs and procedures of this service, characteristic or descriptor: 2A37, a 128-bit UUID or a name such as "Heart Rate Measurement"; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" from' -l 'from' -d 'Keep what happened from this time on: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" to' -l 'to' -d 'Keep what happened up to this time: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" errors' -l 'errors' -d 'Keep only procedures that failed, and warnings.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" filter' -l 'filter' -d 'Keep only events whose JSON fields satisfy this expression, such as \'uuid == 2A37 and bpm > 150\' (docs/commands.md, "Filter expressions").' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" merge' -l 'merge' -d 'Merge the captures in time order into one (a log rotated into btsnoop_hci.log.last and btsnoop_hci.log).'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" jobs' -l 'jobs' -d 'Captures read at once when there are several (default: the number of cores).' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff gatt" -ge 1' -F
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff gatt" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff diff" json' -l 'json' -d 'Print NDJSON: one object per difference.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff diff" ignore' -l 'ignore' -d 'Sections to leave out: connection, gatt, procedures, values, notifications, timing.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff diff"' -l 'pair' -d 'Pair connection N of A with connection M of B (repeatable); A:N=B:M also works.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff diff" decoders' -l 'decoders' -d 'Decode vendor characteristics with the decoders in this JSON or YAML file.' -rfa '(set -l exts \'json\' \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff diff" -eq 1' -F
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff diff" -eq 2' -F
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff diff" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff diff" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" layer' -l 'layer' -d 'How deep to decode: hci (packets), l2cap (reassembled PDUs) or att.' -rfka 'hci l2cap att'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" json' -l 'json' -d 'Print NDJSON (one JSON object per line) instead of text; see docs/json.md.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" decoders' -l 'decoders' -d 'Decode vendor characteristics with the decoders in this JSON or YAML file.' -rfa '(set -l exts \'json\' \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump"' -l 'connection' -d 'Keep only this connection (the number analyze gives); repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump"' -l 'peer' -d 'Keep only connections with this peer: an address, or a part of its name; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump"' -l 'uuid' -d 'Keep only PDUs and procedures of this service, characteristic or descriptor: 2A37, a 128-bit UUID or a name such as "Heart Rate Measurement"; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" from' -l 'from' -d 'Keep what happened from this time on: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" to' -l 'to' -d 'Keep what happened up to this time: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" errors' -l 'errors' -d 'Keep only procedures that failed, and warnings.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" filter' -l 'filter' -d 'Keep only events whose JSON fields satisfy this expression, such as \'uuid == 2A37 and bpm > 150\' (docs/commands.md, "Filter expressions").' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff dump" -eq 1' -F
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff dump" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" csv' -l 'csv' -d 'Write CSV (the only format so far; the flag keeps room for others).'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export"' -l 'connection' -d 'Keep only this connection (the number analyze gives); repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export"' -l 'peer' -d 'Keep only connections with this peer: an address, or a part of its name; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export"' -l 'uuid' -d 'Keep only PDUs and procedures of this service, characteristic or descriptor: 2A37, a 128-bit UUID or a name such as "Heart Rate Measurement"; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" from' -l 'from' -d 'Keep what happened from this time on: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" to' -l 'to' -d 'Keep what happened up to this time: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" errors' -l 'errors' -d 'Keep only procedures that failed, and warnings.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" filter' -l 'filter' -d 'Keep only events whose JSON fields satisfy this expression, such as \'uuid == 2A37 and bpm > 150\' (docs/commands.md, "Filter expressions").' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" gatt-from' -l 'gatt-from' -d 'Borrow attribute tables from another capture of the same peer.' -rF
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" decoders' -l 'decoders' -d 'Decode vendor characteristics with the decoders in this JSON or YAML file.' -rfa '(set -l exts \'json\' \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" o output' -l 'output' -s 'o' -d 'Write the CSV to this file, readable by its owner only (default: standard output).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'csv\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" force' -l 'force' -d 'Replace the -o file if it exists.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" merge' -l 'merge' -d 'Merge the captures in time order into one (a log rotated into btsnoop_hci.log.last and btsnoop_hci.log).'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" jobs' -l 'jobs' -d 'Captures read at once when there are several (default: the number of cores).' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff export" -ge 1' -F
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" o output' -l 'output' -s 'o' -d 'The HTML file to write (- for standard output).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'html\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" force' -l 'force' -d 'Replace the output file if it exists.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" gatt-from' -l 'gatt-from' -d 'Borrow attribute tables from another capture of the same peer, for connections that skip discovery.' -rF
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" decoders' -l 'decoders' -d 'Decode vendor characteristics with the decoders described in this JSON or YAML file (docs/decoders.md).' -rfa '(set -l exts \'json\' \'yaml\' \'yml\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report"' -l 'connection' -d 'Keep only this connection (the number analyze gives); repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report"' -l 'peer' -d 'Keep only connections with this peer: an address, or a part of its name; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report"' -l 'uuid' -d 'Keep only PDUs and procedures of this service, characteristic or descriptor: 2A37, a 128-bit UUID or a name such as "Heart Rate Measurement"; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" from' -l 'from' -d 'Keep what happened from this time on: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" to' -l 'to' -d 'Keep what happened up to this time: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" errors' -l 'errors' -d 'Keep only procedures that failed, and warnings.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" filter' -l 'filter' -d 'Keep only events whose JSON fields satisfy this expression, such as \'uuid == 2A37 and bpm > 150\' (docs/commands.md, "Filter expressions").' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_positional "hrsniff report" -ge 1' -F
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff report" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" i' -s 'i' -d 'Capture only this adapter of the Linux HCI monitor (hci0, or its index 0).' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" tcp' -l 'tcp' -d 'Read a btsnoop stream from this TCP server.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" reconnect' -l 'reconnect' -d 'With --tcp: when the server is gone or not there yet, reconnect with back-off.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" follow' -l 'follow' -d 'Read a capture file that is still being written, from its start.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" w' -s 'w' -d 'Save every record as btsnoop (mode 0600), record by record; an existing file only with --force.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" force' -l 'force' -d 'With -w: replace the file if it exists.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" dump' -l 'dump' -d 'Print the packets, as dump does, instead of the story of analyze.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" layer' -l 'layer' -d 'With --dump: how deep to decode, hci, l2cap or att.' -rfka 'hci l2cap att'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" json' -l 'json' -d 'Print NDJSON (one JSON object per line, written as soon as nothing more has arrived); see docs/json.md.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" summary' -l 'summary' -d 'Fold notifications and indications into the per-connection summary (not with --dump).'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" api' -l 'api' -d 'Show the app call behind each procedure: ios or android (not with --dump).' -rfka 'ios android'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" decoders' -l 'decoders' -d 'Decode vendor characteristics with the decoders in this JSON or YAML file.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live"' -l 'connection' -d 'Keep only this connection (the number analyze gives); repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live"' -l 'peer' -d 'Keep only connections with this peer: an address, or a part of its name; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live"' -l 'uuid' -d 'Keep only PDUs and procedures of this service, characteristic or descriptor: 2A37, a 128-bit UUID or a name such as "Heart Rate Measurement"; repeat for several.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" from' -l 'from' -d 'Keep what happened from this time on: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" to' -l 'to' -d 'Keep what happened up to this time: seconds since the capture\'s first record, or an ISO 8601 time.' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" errors' -l 'errors' -d 'Keep only procedures that failed, and warnings.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" filter' -l 'filter' -d 'Keep only events whose JSON fields satisfy this expression, such as \'uuid == 2A37 and bpm > 150\' (docs/commands.md, "Filter expressions").' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff live" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff convert" format' -l 'format' -d 'The output format: pcapng or btsnoop (default: from the output file\'s extension).' -rfka 'pcapng btsnoop'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff convert" annotate' -l 'annotate' -d 'Give each packet a pcapng comment with hrsniff\'s decode of it (pcapng only).'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff convert" anonymize' -l 'anonymize' -d 'Replace Bluetooth addresses, device names and serial numbers, and blank keys (docs/commands.md).'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff convert" decoders' -l 'decoders' -d 'Decode vendor characteristics with the decoders in this JSON or YAML file (for --annotate).' -rfka ''
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff convert" force' -l 'force' -d 'Replace the output file if it exists.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff convert" version' -l 'version' -d 'Show the version.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff convert" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'hrsniff' -n '__hrsniff_should_offer_completions_for_flags_or_options "hrsniff help" version' -l 'version' -d 'Show the version.'

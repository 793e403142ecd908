// HRSniffKit is the one import for the command line and library users: it re-exports the layers below it.
@_exported import HRSniffBytes

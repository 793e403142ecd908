// HRSniffKit is the one import for the command line and library users: it re-exports the layers below it.
@_exported import HRSniffBytes
@_exported import HRSniffCapture
@_exported import HRSniffHCI
@_exported import HRSniffLinkLayer
@_exported import HRSniffL2CAP
@_exported import HRSniffATT
@_exported import HRSniffGATT
@_exported import HRSniffDecoders
@_exported import HRSniffAnalysis
@_exported import HRSniffLive
@_exported import HRSniffReport

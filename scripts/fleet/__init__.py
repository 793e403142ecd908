"""hrsniff at fleet scale: the NDJSON schema checker, the Dask job that maps `hrsniff analyze --json` over many
captures into Parquet, and DuckDB queries over it (docs/fleet.md)."""

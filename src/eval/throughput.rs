//! Throughput benchmark harness (see src/bin/throughput.rs).

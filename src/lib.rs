//! anchorage proves what a generated answer says.
//!
//! Given a claim and the sources it cites, the engine finds the exact source
//! sentence(s) that support it and returns character offsets into both texts,
//! a calibrated support score and a `verified` flag, or says plainly that
//! nothing supports the claim (or that the source contradicts it).
//!
//! The pipeline, one module per stage (see ARCHITECTURE.md):
//! [`segment`] → [`embed`] → [`shortlist`] → [`entail`] → [`anchor`],
//! with [`runtime`] owning ONNX Runtime, [`formats`] reading provider citation
//! formats and [`render`] writing reports.

pub mod anchor;
pub mod batch;
pub mod demo;
pub mod embed;
pub mod engine;
pub mod entail;
pub mod error;
pub mod eval;
pub mod formats;
pub mod model;
pub mod render;
pub mod runtime;
pub mod segment;
pub mod shortlist;
pub mod source;
pub mod text;
pub mod verify;

pub use engine::{Engine, EngineConfig};
pub use error::{Error, Result};
pub use source::Source;

//! (to be written)
pub struct Engine;
pub struct EngineConfig;

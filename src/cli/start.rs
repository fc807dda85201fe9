use crate::games::{AnyPosition, GameKind};
use clap::Args;

/// Which position a subcommand starts from: a game's start at a size, or a position text.
#[derive(Args, Debug)]
pub struct StartArgs {
    /// breakthrough or breach
    #[arg(long)]
    game: GameKind,
    /// Board size: `8x8` (Breakthrough, width x height) or `10` (Breach); default 8x8 / 10.
    #[arg(long)]
    size: Option<String>,
    /// Start from this position text instead of the start position.
    #[arg(long)]
    position: Option<String>,
}

impl StartArgs {
    pub fn position(&self) -> anyhow::Result<AnyPosition> {
        Ok(match &self.position {
            Some(text) => AnyPosition::parse(self.game, text)?,
            None => AnyPosition::start(self.game, self.size.as_deref())?,
        })
    }
}

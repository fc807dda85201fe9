//! The one end-to-end start: a fake Discord, a temporary folder with the database
//! (`breaker.db`), and the real bot started in it as `breaker run`, registered.
//!
//! ```ignore
//! let mut e2e = Harness::new().await;            // or Harness::sharded(2)
//! e2e.fake.keep_files(false);                    // faults and settings before the start
//! let (bot, commands) = e2e.start(&[("AI_MOVE_TIME_MS", "50")]).await;
//! bot.kill();
//! let (_bot, _) = e2e.start(&[]).await;          // a restart: the next registration
//! ```
//!
//! The variations are options: the environment of each start (`start`, `launch`), a start
//! without waiting for the registration (`launch`), another database (`launch_on`), a
//! sharded fake (`sharded`). Bind the harness before the bots it starts, so a bot stops
//! (and shows its log if the test failed) before the folder goes.

use super::bot::Bot;
use super::fake_discord::FakeDiscord;
use super::registered::registration;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// A fake Discord and a folder for the bot; see the module doc.
pub struct Harness {
    /// The fake Discord every bot of this harness talks to.
    pub fake: FakeDiscord,
    /// `breaker.db` in the folder: the database of `start` and `launch`.
    pub database: PathBuf,
    /// How many bots were started so far (each names its log `bot-N.log`).
    starts: usize,
    dir: tempfile::TempDir,
}

impl Harness {
    /// A fake Discord with one shard and an empty folder; no bot yet.
    pub async fn new() -> Harness {
        Harness::on(FakeDiscord::start().await)
    }

    /// As [`Harness::new`], with a fake Discord of `total` shards.
    pub async fn sharded(total: u32) -> Harness {
        Harness::on(FakeDiscord::start_sharded(total).await)
    }

    fn on(fake: FakeDiscord) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        Harness {
            fake,
            database: dir.path().join("breaker.db"),
            starts: 0,
            dir,
        }
    }

    /// The folder (the bot's working directory, where its logs go).
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// Starts a bot on `breaker.db` with the extra environment `env` (see [`Bot::start_with`])
    /// and waits for its registration of the commands (the `n`th for the `n`th start);
    /// returns the bot and the registered commands.
    pub async fn start(&mut self, env: &[(&str, &str)]) -> (Bot, Value) {
        let bot = self.launch(env);
        let commands = registration(&self.fake, self.starts).await;
        (bot, commands)
    }

    /// Starts a bot on `breaker.db` with the extra environment `env`, not waiting for
    /// anything.
    pub fn launch(&mut self, env: &[(&str, &str)]) -> Bot {
        let database = self.database.clone();
        self.launch_on(&database, env)
    }

    /// As [`Harness::launch`], on another database (e.g. one a shard).
    pub fn launch_on(&mut self, database: &Path, env: &[(&str, &str)]) -> Bot {
        self.starts += 1;
        let name = format!("bot-{}", self.starts);
        Bot::start_with(&self.fake, self.dir.path(), database, &name, env)
    }
}

//! `/settings`: TEMPORARY parent on the ladder branch, holding only the moderation
//! subcommands; the correspondence branch's `/settings` (show, change) replaces it at
//! merge and takes `moderation::moderator_role` and `moderation::modlog` into its list.

use super::moderation::{moderator_role, modlog};
use crate::discord::{Context, Error};

/// This server's settings (Manage Server).
#[poise::command(
    slash_command,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands("moderator_role", "modlog"),
    subcommand_required
)]
pub async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

//! Autocomplete for the `move` and `game` options: the caller's legal moves and games.

use super::identity::command_ctx;
use super::Context;
use poise::serenity_prelude as serenity;

/// The caller's legal moves fitting what they typed (in the game named in the same
/// command, if any), at most 25.
pub async fn autocomplete_move(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let me = command_ctx(ctx);
    let game = typed_option(ctx, "game");
    let moves = match ctx
        .data()
        .service
        .games()
        .autocomplete_moves(&me, partial, game.as_deref())
        .await
    {
        Ok(moves) => moves,
        Err(e) => {
            tracing::error!("move autocomplete failed: {e:#}");
            Vec::new()
        }
    };
    let choices = moves
        .into_iter()
        .map(|m| serenity::AutocompleteChoice::new(m.clone(), m))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The games the caller may mean, labelled `#12 Breakthrough 8x8 · alice vs bob · your turn`.
pub async fn autocomplete_game(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let me = command_ctx(ctx);
    let games = match ctx
        .data()
        .service
        .games()
        .autocomplete_games(&me, partial)
        .await
    {
        Ok(games) => games,
        Err(e) => {
            tracing::error!("game autocomplete failed: {e:#}");
            Vec::new()
        }
    };
    let choices = games
        .into_iter()
        .map(|g| serenity::AutocompleteChoice::new(g.name, g.value))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Another string option of the same command, as typed so far.
fn typed_option(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(actx) = ctx else {
        return None;
    };
    actx.args
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::ResolvedValue::String(s) => Some(s.to_string()),
            serenity::ResolvedValue::Autocomplete { value, .. } => Some(value.to_string()),
            _ => None,
        })
}

/// The clock presets (`3d`, `3d+1d`, …) that start with what the caller typed.
pub async fn autocomplete_clock(
    _ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.trim().to_ascii_lowercase();
    let choices = crate::service::deadline::PRESETS
        .iter()
        .filter(|p| p.starts_with(&typed))
        .map(|p| serenity::AutocompleteChoice::new(*p, *p))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

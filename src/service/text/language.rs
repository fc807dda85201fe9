//! Which language each message is in: a reply only the caller sees in the caller's; a
//! public post in the server's (`/settings change language:`, else Discord's server
//! locale, else English); a direct message in its recipient's last seen locale. The
//! service only chooses; the words are made by [`Text::resolve`](crate::service::Text::resolve).

use std::collections::HashMap;
use std::sync::Mutex;

use crate::i18n::Locale;
use crate::service::context::person;
use crate::service::{Ctx, Service, ServiceError};
use crate::store::{GameId, GuildLanguage};

/// The locales last stored, so an interaction writes only when one changes.
#[derive(Default)]
pub(crate) struct SeenLocales {
    guilds: Mutex<HashMap<u64, Locale>>,
    users: Mutex<HashMap<u64, Locale>>,
    /// Each server's language in force, until `/settings` changes it.
    in_force: Mutex<HashMap<u64, GuildLanguage>>,
}

impl Service {
    /// Remembers the locales Discord sent with an interaction (the caller's, for direct
    /// messages; the server's, for public posts). Writes only when one changed.
    pub async fn note_locales(&self, ctx: &Ctx) -> Result<(), ServiceError> {
        let seen = &self.inner.locales;
        let user_changed = {
            let mut users = seen.users.lock().expect("locales lock");
            users.insert(ctx.user.id, ctx.locale) != Some(ctx.locale)
        };
        if user_changed && !ctx.user.is_bot {
            let (player, locale, now) = (person(&ctx.user), ctx.locale, self.now());
            self.store()
                .call(move |db| db.note_player_locale(&player, locale, now))
                .await?;
        }
        if let (Some(guild), Some(locale)) = (ctx.guild, ctx.guild_locale) {
            let changed = {
                let mut guilds = seen.guilds.lock().expect("locales lock");
                guilds.insert(guild, locale) != Some(locale)
            };
            if changed {
                let now = self.now();
                self.store()
                    .call(move |db| db.note_guild_locale(guild, locale, now))
                    .await?;
                seen.in_force.lock().expect("locales lock").remove(&guild);
            }
        }
        Ok(())
    }

    /// `guild`'s stored languages, cached until `/settings` or Discord changes them.
    async fn guild_languages(&self, guild: u64) -> Result<GuildLanguage, ServiceError> {
        if let Some(l) = self
            .inner
            .locales
            .in_force
            .lock()
            .expect("locales lock")
            .get(&guild)
        {
            return Ok(*l);
        }
        let stored = self
            .store()
            .call_short(move |db| db.guild_language(guild))
            .await?;
        self.inner
            .locales
            .in_force
            .lock()
            .expect("locales lock")
            .insert(guild, stored);
        Ok(stored)
    }

    /// The language of public posts in `guild` when no interaction says more (notices,
    /// AI moves): chosen, else Discord's last sent server locale, else English.
    pub async fn server_language(&self, guild: Option<u64>) -> Result<Locale, ServiceError> {
        match guild {
            Some(g) => Ok(self.guild_languages(g).await?.in_force()),
            None => Ok(Locale::ENGLISH),
        }
    }

    /// The language of posts about `game` nobody asked for (AI moves, notices): its
    /// server's.
    pub async fn game_language(&self, game: GameId) -> Result<Locale, ServiceError> {
        let guild = self
            .store()
            .call(move |db| db.game(game))
            .await?
            .and_then(|row| row.guild);
        self.server_language(guild).await
    }

    /// Forgets `guild`'s cached language (after `/settings` changed it).
    pub(crate) fn language_changed(&self, guild: u64) {
        self.inner
            .locales
            .in_force
            .lock()
            .expect("locales lock")
            .remove(&guild);
    }

    /// The language of a direct message to `user`: their last seen locale, else English.
    pub async fn user_language(&self, user: u64) -> Result<Locale, ServiceError> {
        if let Some(l) = self
            .inner
            .locales
            .users
            .lock()
            .expect("locales lock")
            .get(&user)
        {
            return Ok(*l);
        }
        Ok(self
            .store()
            .call_short(move |db| db.player_locale(user))
            .await?
            .unwrap_or(Locale::ENGLISH))
    }

    /// The language of a reply to `ctx`: the caller's when only they see it (or in a
    /// direct message), else the server's (chosen, else the locale Discord sends now).
    /// Pictures attached to the reply are drawn in it.
    pub async fn reply_language(&self, ctx: &Ctx, private: bool) -> Result<Locale, ServiceError> {
        let Some(guild) = ctx.guild.filter(|_| !private) else {
            return Ok(ctx.locale);
        };
        let stored = self.guild_languages(guild).await?;
        Ok(stored
            .chosen
            .or(ctx.guild_locale)
            .or(stored.discord)
            .unwrap_or(Locale::ENGLISH))
    }
}

/// The words the renderer draws itself (tags, axes, diagram lines), in `locale`. Slots
/// stay `{name}` for [`Words::fill`](crate::render::Words::fill).
pub(crate) fn picture_words(locale: Locale) -> crate::render::Words {
    // The same for every picture in a language (every move draws one): resolved once and
    // kept for the process's life, so each picture's copy borrows them (no allocations).
    static RESOLVED: std::sync::OnceLock<Vec<(Locale, crate::render::Words)>> =
        std::sync::OnceLock::new();
    let kept = |s: String| std::borrow::Cow::Borrowed(&*Box::leak(s.into_boxed_str()));
    let all = RESOLVED.get_or_init(|| Locale::all().map(|l| (l, resolve_words(l, kept))).collect());
    match all.iter().find(|(l, _)| *l == locale) {
        Some((_, words)) => words.clone(),
        None => resolve_words(locale, std::borrow::Cow::Owned),
    }
}

/// The renderer's words in `locale`, each made a [`crate::render::Word`] by `word`.
fn resolve_words(
    locale: Locale,
    word: impl Fn(String) -> crate::render::Word,
) -> crate::render::Words {
    use crate::i18n::Text;
    use crate::msg;
    let w = |t: Text| word(t.resolve(locale).to_string());
    crate::render::Words {
        white: w(Text::from(crate::games::Color::White)),
        black: w(Text::from(crate::games::Color::Black)),
        tag_to_move: w(msg!("render-tag-to-move")),
        tag_wins: w(msg!("render-tag-wins")),
        tag_away: w(msg!("render-tag-away")),
        tag_and_away: w(msg!("render-tag-and-away", tag = "{tag}")),
        score_title: w(msg!("render-score-title")),
        may_replace: w(msg!("render-may-replace", side = "{side}")),
        no_replacement: w(msg!("render-no-replacement")),
        final_score: w(msg!(
            "render-final-score",
            white = "{white}",
            black = "{black}"
        )),
        last_placed: w(msg!("render-last-placed")),
        diagram_last_move: w(msg!("render-diagram-last-move", move = "{move}")),
        diagram_to_move: w(msg!("render-diagram-to-move", side = "{side}")),
        diagram_wins: w(msg!("render-diagram-wins", side = "{side}")),
        diagram_draw: w(msg!("render-diagram-draw")),
        diagram_score: w(msg!(
            "render-diagram-score",
            white = "{white}",
            black = "{black}",
            record = "{record}",
            size = "{size}"
        )),
        diagram_may_replace: w(msg!("render-diagram-may-replace", side = "{side}")),
        graph_chance: w(msg!("render-graph-chance")),
        graph_moves: w(msg!("render-graph-moves")),
        chart_games: w(msg!("render-chart-games")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_picture_words_are_the_renderers_own() {
        assert_eq!(
            picture_words(Locale::ENGLISH),
            crate::render::Words::ENGLISH
        );
        let ru = picture_words("ru".parse().unwrap());
        assert_eq!(
            crate::render::Words::fill(&ru.final_score, &[("white", &3), ("black", &5)]),
            "Итог: белые 3 · чёрные 5"
        );
    }

    #[test]
    fn each_language_keeps_its_own_picture_words() {
        for locale in Locale::all() {
            let words = picture_words(locale);
            assert_eq!(
                words,
                resolve_words(locale, std::borrow::Cow::Owned),
                "{locale:?}"
            );
            // A picture's copy borrows the kept words: no allocation a move.
            assert!(
                matches!(words.tag_to_move, std::borrow::Cow::Borrowed(_)),
                "{locale:?}"
            );
        }
        let ko = picture_words("ko".parse().unwrap());
        assert_ne!(ko.tag_to_move, picture_words(Locale::ENGLISH).tag_to_move);
    }
}

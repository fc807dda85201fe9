//! REST calls retried through Discord's passing failures (5xx, 429, timeouts, dropped
//! connections) within the window the call has: an interaction callback must land within
//! 3 s of the interaction, follow-ups while the interaction token lives (15 min), channel
//! posts as long as they are worth posting ([`CHANNEL_WINDOW`]).
//!
//! Without a proxy, serenity's own rate limiter waits out a 429's `Retry-After` before the
//! call even returns; behind a proxy (`DISCORD_PROXY_URL`) serenity's limiter is off and a
//! 429 comes back as an error, retried here after a pause (serenity does not pass the
//! `Retry-After` header on). A refusal that says the call can never succeed (an expired
//! token: 10062 Unknown interaction, 50027 Invalid Webhook Token; any other 4xx) is
//! returned at once, so the caller can fall back to a channel message.

use poise::serenity_prelude as serenity;
use serenity::http::HttpError;
use std::future::Future;
use std::time::Duration;
use tokio::time::Instant;

/// Discord's deadline for the first answer to an interaction.
pub const CALLBACK_WINDOW: Duration = Duration::from_millis(3000);
/// How long an interaction token accepts follow-ups and edits.
pub const TOKEN_WINDOW: Duration = Duration::from_secs(15 * 60);
/// How long a post nobody is waiting on (an AI move, a notice) keeps being retried.
pub const CHANNEL_WINDOW: Duration = Duration::from_secs(15 * 60);
/// The longest one attempt may take before it counts as timed out.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
/// The first pause after a failure; it doubles up to [`MAX_PAUSE`].
const FIRST_PAUSE: Duration = Duration::from_millis(100);
const MAX_PAUSE: Duration = Duration::from_secs(30);
/// The pause after a 429 whose `Retry-After` serenity did not pass on.
const RATE_LIMITED_PAUSE: Duration = Duration::from_millis(1000);

/// Discord's answer to a second callback for one interaction: the first one got through.
pub const ALREADY_ACKNOWLEDGED: isize = 40060;

/// Runs `call` until it succeeds, fails for good, or `deadline` passes (each attempt is
/// cut off at the deadline too). The last error is returned.
pub async fn until<T, F, Fut>(deadline: Instant, what: &str, mut call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut pause = FIRST_PAUSE;
    let mut attempt = 1;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let error = match tokio::time::timeout(left.min(ATTEMPT_TIMEOUT), call()).await {
            Ok(Ok(done)) => return Ok(done),
            Ok(Err(e)) => e,
            Err(_) => timed_out(),
        };
        let Some(wait) = transient(&error, pause) else {
            return Err(error);
        };
        if Instant::now() + wait >= deadline {
            tracing::warn!(attempt, "{what}: giving up within its window: {error}");
            return Err(error);
        }
        tracing::warn!(attempt, "{what} failed, retrying in {wait:?}: {error}");
        tokio::time::sleep(wait).await;
        pause = (pause * 2).min(MAX_PAUSE);
        attempt += 1;
    }
}

/// How long to wait before retrying after `error`, or `None` if retrying cannot help.
pub(crate) fn transient(error: &serenity::Error, pause: Duration) -> Option<Duration> {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            after_status(response.status_code.as_u16(), pause)
        }
        // The connection failed or dropped, or the attempt timed out.
        serenity::Error::Http(HttpError::Request(_)) | serenity::Error::Io(_) => Some(pause),
        _ => None,
    }
}

/// The pause before retrying a call Discord answered with `status`, if retrying helps.
fn after_status(status: u16, pause: Duration) -> Option<Duration> {
    match status {
        429 => Some(pause.max(RATE_LIMITED_PAUSE)),
        500..=599 => Some(pause),
        _ => None,
    }
}

/// The error an attempt cut off by its timeout reports.
fn timed_out() -> serenity::Error {
    serenity::Error::Io(std::io::Error::new(
        std::io::ErrorKind::TimedOut,
        "no answer from Discord in time",
    ))
}

/// The Discord error code of a refused call, if it was one.
pub fn discord_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn which_statuses_are_worth_retrying() {
        let pause = Duration::from_millis(200);
        assert_eq!(after_status(500, pause), Some(pause));
        assert_eq!(after_status(502, pause), Some(pause));
        assert_eq!(after_status(429, pause), Some(RATE_LIMITED_PAUSE));
        for refused in [400, 401, 403, 404] {
            assert_eq!(after_status(refused, pause), None, "{refused}");
        }
    }

    #[tokio::test]
    async fn timeouts_are_retried_until_it_works() {
        let calls = AtomicUsize::new(0);
        let deadline = Instant::now() + CALLBACK_WINDOW;
        let done = until(deadline, "test", || async {
            match calls.fetch_add(1, Ordering::SeqCst) {
                0 | 1 => Err(timed_out()),
                _ => Ok("posted"),
            }
        })
        .await;
        assert_eq!(done.unwrap(), "posted");
        assert_eq!(calls.load(Ordering::SeqCst), 3);
    }

    #[tokio::test]
    async fn other_errors_are_returned_at_once() {
        let calls = AtomicUsize::new(0);
        let deadline = Instant::now() + CALLBACK_WINDOW;
        let failed = until(deadline, "test", || async {
            calls.fetch_add(1, Ordering::SeqCst);
            Err::<(), _>(serenity::Error::Other("refused"))
        })
        .await;
        assert!(failed.is_err());
        assert_eq!(calls.load(Ordering::SeqCst), 1, "not retried");
    }

    #[tokio::test]
    async fn a_hanging_call_is_cut_off_at_the_deadline() {
        let deadline = Instant::now() + Duration::from_millis(300);
        let hung = until(deadline, "test", || async {
            std::future::pending::<serenity::Result<()>>().await
        })
        .await;
        assert!(hung.is_err());
        let late = Instant::now().saturating_duration_since(deadline);
        assert!(late < Duration::from_millis(100), "{late:?} late");
    }
}

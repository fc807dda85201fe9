//! Counting the SQL statements a piece of work executes, so that a test can hold a move
//! to a budget ([`Store::count_statements`]). Off unless a test turns it on: production
//! connections have no trace callback at all.
//!
//! SQLite's trace callback is a plain function with no context, and [`Store`] runs each
//! call on some blocking thread; so [`Store::call`] marks the thread with the
//! connection's log for the length of the call, and the callback writes there.

use std::cell::RefCell;
use std::sync::{Arc, Mutex};

use super::{Db, Store};

/// The statements executed since counting began, each as SQLite traced it (its text with
/// the bound values in place).
#[derive(Clone, Default)]
pub struct StatementLog {
    statements: Arc<Mutex<Vec<String>>>,
    /// The store's count of calls handed to the blocking pool ([`Store::handed_off`]).
    handed_off: Arc<std::sync::atomic::AtomicU64>,
}

impl StatementLog {
    /// The statements logged since the last take, oldest first; the log starts again.
    pub fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.statements.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// How many of the store's calls went to the blocking pool so far.
    pub fn handed_off(&self) -> u64 {
        self.handed_off.load(std::sync::atomic::Ordering::Relaxed)
    }
}

thread_local! {
    static CURRENT: RefCell<Option<StatementLog>> = const { RefCell::new(None) };
}

fn trace(sql: &str) {
    // A trigger's body is traced as a comment naming it: part of its statement.
    if sql.starts_with("--") {
        return;
    }
    CURRENT.with(|c| {
        if let Some(log) = &*c.borrow() {
            log.statements
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(sql.trim().trim_end_matches(';').to_string());
        }
    });
}

/// While alive, statements on this thread go to `log` (none: nothing is counted).
pub(crate) struct Scope(());

impl Scope {
    pub(crate) fn enter(db: &Db) -> Option<Scope> {
        let log = db.statements.clone()?;
        CURRENT.with(|c| *c.borrow_mut() = Some(log));
        Some(Scope(()))
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        CURRENT.with(|c| *c.borrow_mut() = None);
    }
}

impl Store {
    /// Starts counting the statements every later call executes on this store's
    /// connection (tests: a move's budget). Counting again gives the same log.
    pub fn count_statements(&self) -> StatementLog {
        let handed_off = self.handed_off.clone();
        self.call_blocking(|db| {
            if db.statements.is_none() {
                db.statements = Some(StatementLog {
                    statements: Arc::default(),
                    handed_off,
                });
                db.conn.trace(Some(trace));
            }
            Ok(db.statements.clone().unwrap_or_default())
        })
        .expect("turning on statement counting cannot fail")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_the_statements_of_calls_after_it_is_turned_on() {
        let store = Store::from_db(Db::open_in_memory().unwrap());
        store
            .call_blocking(|db| Ok(db.conn.execute_batch("SELECT 1")?))
            .unwrap();
        let log = store.count_statements();
        assert!(log.take().is_empty(), "nothing before counting began");
        store
            .call_blocking(|db| {
                db.conn
                    .query_row("SELECT ?1 AS n", [7], |r| r.get::<_, i64>("n"))?;
                Ok(db.conn.execute_batch("SELECT 2; SELECT 3")?)
            })
            .unwrap();
        assert_eq!(log.take(), ["SELECT 7 AS n", "SELECT 2", "SELECT 3"]);
        assert!(log.take().is_empty());
    }
}

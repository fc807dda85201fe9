//! The AI's fair queue: a bounded number of slots, handed out round-robin across users
//! (each user's own requests first come, first served), so one user's many games never
//! delay another user's one.
//!
//! Every request for the AI takes a slot here: a turn after a move, the AI's first move of
//! a game, a turn resumed at start-up, a `/hint`. Analyses have their own slots
//! ([`crate::service::analysis`]) and never take these.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use tokio::sync::oneshot;

/// Slots served round-robin by user.
pub(crate) struct FairQueue {
    slots: usize,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// Slots in use.
    running: usize,
    /// Each user's waiting tickets, oldest first (only users with some).
    queues: HashMap<u64, VecDeque<Ticket>>,
    /// The users with waiting tickets, in the order they are served next.
    rotation: VecDeque<u64>,
    /// Tickets waiting, all users together.
    waiting: usize,
    next_id: u64,
}

struct Ticket {
    id: u64,
    wake: oneshot::Sender<()>,
}

/// A slot in use; freed (and handed to the next user in turn) when dropped.
pub(crate) struct Slot<'a> {
    queue: &'a FairQueue,
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        let mut s = self.queue.lock();
        s.running -= 1;
        self.queue.dispatch(&mut s);
    }
}

/// A ticket waiting for a slot; leaving (a cancelled request) takes it out of the queue,
/// or gives back the slot it was handed meanwhile. It owns the receiving end, so a ticket
/// still in the queue always has someone to wake.
struct Waiting<'a> {
    queue: &'a FairQueue,
    user: u64,
    id: u64,
    woken: oneshot::Receiver<()>,
    armed: bool,
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        if !self.armed {
            return;
        }
        let mut s = self.queue.lock();
        if !s.remove(self.user, self.id) {
            // Handed a slot between the wake-up and now: pass it on.
            s.running -= 1;
            self.queue.dispatch(&mut s);
        }
    }
}

impl State {
    /// Takes ticket `id` of `user` out of the queue; false if it is no longer there.
    fn remove(&mut self, user: u64, id: u64) -> bool {
        let Some(q) = self.queues.get_mut(&user) else {
            return false;
        };
        let Some(at) = q.iter().position(|t| t.id == id) else {
            return false;
        };
        q.remove(at);
        self.waiting -= 1;
        if q.is_empty() {
            self.queues.remove(&user);
            self.rotation.retain(|u| *u != user);
        }
        true
    }
}

impl FairQueue {
    /// A queue with `slots` (at least 1) slots.
    pub(crate) fn new(slots: usize) -> FairQueue {
        FairQueue {
            slots: slots.max(1),
            state: Mutex::new(State::default()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic never happens while the lock is held; recover the data if it did.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Hands free slots to the next users in turn.
    fn dispatch(&self, s: &mut State) {
        while s.running < self.slots {
            let Some(user) = s.rotation.pop_front() else {
                return;
            };
            let Some(q) = s.queues.get_mut(&user) else {
                continue;
            };
            let Some(ticket) = q.pop_front() else {
                s.queues.remove(&user);
                continue;
            };
            if q.is_empty() {
                s.queues.remove(&user);
            } else {
                s.rotation.push_back(user);
            }
            s.waiting -= 1;
            // A waiter that leaves removes its ticket under this lock first, so it is there.
            let _ = ticket.wake.send(());
            s.running += 1;
        }
    }

    /// A slot for `user`'s request: at once if one is free and nobody waits, else when
    /// its turn comes (round-robin across users, first come first served per user).
    pub(crate) async fn acquire(&self, user: u64) -> Slot<'_> {
        let (wake, woken) = oneshot::channel();
        let id = {
            let mut s = self.lock();
            if s.running < self.slots && s.waiting == 0 {
                s.running += 1;
                return Slot { queue: self };
            }
            let id = s.next_id;
            s.next_id += 1;
            s.queues
                .entry(user)
                .or_default()
                .push_back(Ticket { id, wake });
            if !s.rotation.contains(&user) {
                s.rotation.push_back(user);
            }
            s.waiting += 1;
            id
        };
        let mut waiting = Waiting {
            queue: self,
            user,
            id,
            woken,
            armed: true,
        };
        // The sender is only dropped after its send (dispatch).
        let _ = (&mut waiting.woken).await;
        waiting.armed = false;
        Slot { queue: self }
    }

    /// Requests waiting for a slot (not counting those holding one).
    pub(crate) fn waiting(&self) -> usize {
        self.lock().waiting
    }

    /// Requests holding a slot or waiting for one.
    pub(crate) fn backlog(&self) -> usize {
        let s = self.lock();
        s.running + s.waiting
    }

    /// How many requests would be ahead of a new one from `user` (those served before it
    /// in the round-robin order, plus the one whose slot it waits for), or `None` if it
    /// would get a slot at once.
    pub(crate) fn ahead_of_new(&self, user: u64) -> Option<usize> {
        let s = self.lock();
        if s.running < self.slots && s.waiting == 0 {
            return None;
        }
        // The new ticket is `user`'s (k+1)-th: each round serves one ticket of every user
        // in rotation order, so a user before `user` in the rotation is served k+1 times
        // before it, one after it k times.
        let k = s.queues.get(&user).map_or(0, VecDeque::len);
        let at = s.rotation.iter().position(|u| *u == user);
        let mut before = k;
        for (j, other) in s.rotation.iter().enumerate() {
            if *other == user {
                continue;
            }
            let rounds = match at {
                Some(i) if j > i => k,
                _ => k + 1,
            };
            before += s.queues.get(other).map_or(0, VecDeque::len).min(rounds);
        }
        Some(before + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use tokio::sync::mpsc;

    /// One user's ten waiting requests do not delay another user's one: the slot
    /// alternates between users, each user's requests in their own order.
    #[tokio::test]
    async fn users_are_served_round_robin() {
        let queue = Arc::new(FairQueue::new(1));
        let first = queue.acquire(0).await;
        let (done, mut order) = mpsc::unbounded_channel();
        let mut tasks = Vec::new();
        let mut join = |user: u64, n: u64| {
            let (queue, done) = (queue.clone(), done.clone());
            tasks.push(tokio::spawn(async move {
                let _slot = queue.acquire(user).await;
                done.send((user, n)).unwrap();
            }));
        };
        for n in 0..4 {
            join(1, n);
            tokio::task::yield_now().await;
        }
        assert_eq!(
            queue.ahead_of_new(2),
            Some(2),
            "one of user 1's, then user 2's"
        );
        assert_eq!(queue.ahead_of_new(1), Some(5));
        join(2, 0);
        tokio::task::yield_now().await;
        join(3, 0);
        tokio::task::yield_now().await;
        assert_eq!(queue.waiting(), 6);
        drop(first);
        for t in tasks {
            t.await.unwrap();
        }
        let mut served = Vec::new();
        while let Ok(x) = order.try_recv() {
            served.push(x);
        }
        assert_eq!(
            served,
            vec![(1, 0), (2, 0), (3, 0), (1, 1), (1, 2), (1, 3)],
            "users 2 and 3 come after one of user 1's four requests, not after all of them"
        );
        assert_eq!(queue.backlog(), 0);
    }

    /// A request given up while waiting leaves the queue and its turn passes on.
    #[tokio::test]
    async fn a_cancelled_request_leaves_the_queue() {
        let queue = Arc::new(FairQueue::new(1));
        let held = queue.acquire(1).await;
        let q = queue.clone();
        let gone = tokio::spawn(async move {
            let _slot = q.acquire(2).await;
        });
        tokio::task::yield_now().await;
        assert_eq!(queue.waiting(), 1);
        gone.abort();
        let _ = gone.await;
        assert_eq!(queue.waiting(), 0);
        drop(held);
        assert_eq!(queue.ahead_of_new(3), None, "the slot is free again");
        let _again = queue.acquire(3).await;
        assert_eq!(queue.backlog(), 1);
    }
}

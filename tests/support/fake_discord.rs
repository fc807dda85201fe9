//! A fake Discord on 127.0.0.1: enough REST and gateway for the real serenity/poise client.
//!
//! The bot reaches it through `DISCORD_PROXY_URL` (every REST call) and the gateway URL the
//! fake hands out from `GET /api/v10/gateway`. The fake records every REST call with the
//! time it arrived, so a test can assert on what the bot said and how fast it answered.
//! Shapes follow shared/DESIGN.md ("What the fake must send").
//!
//! Sharded ([`FakeDiscord::start_sharded`]): the gateway accepts one session per shard
//! (IDENTIFY's `shard: [id, total]`; a shard outside `0..total` is closed with 4010, as
//! Discord does), and routes each dispatch to the session of the guild's shard,
//! `(guild_id >> 22) % total`, DMs to shard 0. A proxy URL with a path prefix
//! (`http://127.0.0.1:PORT/p1`) tags that process's REST calls (`Recorded::via`).
//!
//! Faults, on demand: REST calls answered with an error status, a 429 with `Retry-After`
//! (per route or global) or late ([`FakeDiscord::fail`]); gateway sessions dropped, told
//! to reconnect (op 7) or that their session is invalid (op 9), heartbeats left without an
//! ACK ([`FakeDiscord::gateway_fault`]). Sessions can be resumed (op 6): the dispatches
//! the bot missed are replayed, as Discord does. A second callback for one interaction is
//! refused as Discord refuses it (400, code 40060), and with [`FakeDiscord::expire_tokens`]
//! so are late callbacks (10062) and webhooks with an expired token (50027).

use axum::body::Bytes;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{broadcast, mpsc, Notify};

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const BOT_NAME: &str = "Breaker";
const TIMESTAMP: &str = "2024-01-01T00:00:00.000000+00:00";

/// One REST call as the bot made it.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub at: Instant,
    pub method: Method,
    /// The path below `/api/v10`, e.g. `/interactions/1/tok/callback`.
    pub path: String,
    /// The JSON body, or multipart `payload_json`; `Null` when there was none.
    pub json: Value,
    /// Multipart files: (field name, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
    /// The status the fake answered with (404 for calls it does not know).
    pub status: u16,
    /// The path prefix before `/api/v10` (the tag in a proxy URL like `…/p1`), if any.
    pub via: Option<String>,
}

/// A dispatch waiting to go out: (event name, data, queue epoch).
type Queued = (String, Value, u64);

/// The dispatches waiting for one shard's session.
struct Outbox {
    tx: mpsc::UnboundedSender<Queued>,
    rx: Arc<tokio::sync::Mutex<mpsc::UnboundedReceiver<Queued>>>,
}

/// A REST fault: how the fake answers a matching call instead of the usual answer.
#[derive(Debug, Clone)]
pub enum RestFault {
    /// An error status (500, 502, ...), the call not carried out.
    Status(u16),
    /// 429 with `Retry-After: secs`; `global` adds `X-RateLimit-Global`.
    RateLimited { retry_after: f64, global: bool },
    /// The usual answer, this late (a timeout, seen from the bot).
    Slow(Duration),
}

/// A gateway fault for the current sessions ([`FakeDiscord::gateway_fault`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GatewayFault {
    /// The TCP connection closes without a close frame (the bot should resume).
    Drop,
    /// Op 7 RECONNECT.
    Reconnect,
    /// Op 9 INVALID SESSION, resumable or not.
    InvalidSession { resumable: bool },
    /// The next dispatch is counted in the session (the bot must get it on resume) but
    /// the connection drops before it is written.
    DropBeforeNext,
}

struct FaultRule {
    method: String,
    path_contains: String,
    times: usize,
    fault: RestFault,
}

/// A gateway session the bot may resume: its shard, last sequence and what it sent.
struct SessionLog {
    shard: u32,
    seq: u64,
    frames: Vec<(u64, String)>,
}

impl Outbox {
    fn new() -> Outbox {
        let (tx, rx) = mpsc::unbounded_channel();
        Outbox {
            tx,
            rx: Arc::new(tokio::sync::Mutex::new(rx)),
        }
    }
}

struct Shared {
    base_url: String,
    recorded: Mutex<Vec<Recorded>>,
    changed: Notify,
    /// How many shards `GET /gateway/bot` recommends and the sessions must use.
    total_shards: u32,
    /// Dispatches waiting to go out on each shard's session: (event name, data).
    outboxes: Mutex<HashMap<u32, Outbox>>,
    /// IDENTIFY's `shard` of every session, in order.
    identified: Mutex<Vec<(u32, u32)>>,
    /// The opcode of every gateway frame the bot sent, in order.
    gateway_ops: Mutex<Vec<u64>>,
    /// When each interaction (by id) was written to the websocket.
    sent_at: Mutex<HashMap<String, Instant>>,
    next_id: AtomicU64,
    /// Dispatches queued in an epoch below this are dropped unsent ([`FakeDiscord::drop_queued`]).
    discard_before: AtomicU64,
    queue_epoch: AtomicU64,
    /// Interaction id -> index in `recorded` of its first callback.
    callbacks: Mutex<HashMap<String, usize>>,
    /// Interaction id -> who waits for its first callback alone ([`FakeDiscord::wait_callback_alone`]).
    callback_waiters: Mutex<HashMap<String, Arc<Notify>>>,
    /// Path -> indices in `recorded` of the POSTs to it that succeeded, in order (so a
    /// load test's many waiters for channel posts need not scan every record).
    posts: Mutex<HashMap<String, Vec<usize>>>,
    /// Keep the bytes of uploaded files (off for long runs).
    keep_files: AtomicBool,
    faults: Mutex<Vec<FaultRule>>,
    gateway_faults: broadcast::Sender<GatewayFault>,
    ack_heartbeats: AtomicBool,
    heartbeat_ms: AtomicU64,
    sessions: Mutex<HashMap<String, SessionLog>>,
    /// Callback and webhook-token lifetimes, when enforced.
    windows: Mutex<Option<(Duration, Duration)>>,
    /// Channel messages created, in order: (channel, nonce, content). A post with
    /// `enforce_nonce` whose nonce the channel saw already creates nothing and gets the
    /// first message back, as Discord does.
    created: Mutex<Vec<(String, Option<String>, String)>>,
    by_nonce: Mutex<HashMap<(String, String), Value>>,
    /// Users who blocked DMs from the bot ([`FakeDiscord::block_dms`]).
    dm_blocked: Mutex<Vec<u64>>,
}

/// A running fake; dropped with the test's runtime.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
}

impl FakeDiscord {
    /// Binds 127.0.0.1:0 and serves in the background (one shard).
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_sharded(1).await
    }

    /// As [`FakeDiscord::start`], recommending `total` shards and routing by guild.
    pub async fn start_sharded(total: u32) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake discord");
        let addr: SocketAddr = listener.local_addr().unwrap();
        let shared = Arc::new(Shared {
            base_url: format!("http://{addr}"),
            recorded: Mutex::new(Vec::new()),
            changed: Notify::new(),
            total_shards: total,
            outboxes: Mutex::new(HashMap::new()),
            identified: Mutex::new(Vec::new()),
            gateway_ops: Mutex::new(Vec::new()),
            sent_at: Mutex::new(HashMap::new()),
            next_id: AtomicU64::new(1_000_000_000_000_000_000),
            discard_before: AtomicU64::new(0),
            queue_epoch: AtomicU64::new(0),
            callbacks: Mutex::new(HashMap::new()),
            callback_waiters: Mutex::new(HashMap::new()),
            posts: Mutex::new(HashMap::new()),
            keep_files: AtomicBool::new(true),
            faults: Mutex::new(Vec::new()),
            gateway_faults: broadcast::channel(16).0,
            ack_heartbeats: AtomicBool::new(true),
            heartbeat_ms: AtomicU64::new(41250),
            sessions: Mutex::new(HashMap::new()),
            windows: Mutex::new(None),
            created: Mutex::new(Vec::new()),
            by_nonce: Mutex::new(HashMap::new()),
            dm_blocked: Mutex::new(Vec::new()),
        });
        let app = Router::new()
            .route("/gateway", get(gateway_socket))
            .fallback(rest)
            .with_state(shared.clone());
        tokio::spawn(async move {
            // As a real server does: without it, Nagle's algorithm holds a gateway event
            // written right after another until the bot's delayed ACK (up to 40 ms).
            axum::serve(listener, app)
                .tcp_nodelay(true)
                .await
                .expect("fake discord server");
        });
        FakeDiscord { shared }
    }

    /// What `DISCORD_PROXY_URL` should be.
    pub fn url(&self) -> String {
        self.shared.base_url.clone()
    }

    /// A fresh snowflake-like id.
    pub fn new_id(&self) -> u64 {
        self.shared.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Queues a gateway dispatch (op 0) for the current or next session of the shard of
    /// its `guild_id` (shard 0 without one).
    pub fn dispatch(&self, event: &str, data: Value) {
        let shard = self.shard_of(&data);
        self.dispatch_to_shard(shard, event, data);
    }

    /// Discord's rule for the dispatch `data`: `(guild_id >> 22) % total`, DMs on 0.
    pub fn shard_of(&self, data: &Value) -> u32 {
        data["guild_id"]
            .as_str()
            .and_then(|g| g.parse::<u64>().ok())
            .map_or(0, |g| {
                ((g >> 22) % u64::from(self.shared.total_shards)) as u32
            })
    }

    /// Queues a dispatch for shard `shard`'s session, whatever its guild (to test that a
    /// process ignores a server it does not own).
    pub fn dispatch_to_shard(&self, shard: u32, event: &str, data: Value) {
        let mut outboxes = self.shared.outboxes.lock().unwrap();
        let outbox = outboxes.entry(shard).or_insert_with(Outbox::new);
        let epoch = self.shared.queue_epoch.load(Ordering::SeqCst);
        outbox
            .tx
            .send((event.to_string(), data, epoch))
            .expect("outbox open");
    }

    /// Drops every dispatch queued and not yet written to a session: Discord does not
    /// hold interactions for a bot that is down (call it after killing the bot).
    pub fn drop_queued(&self) {
        let _outboxes = self.shared.outboxes.lock().unwrap();
        let epoch = self.shared.queue_epoch.fetch_add(1, Ordering::SeqCst) + 1;
        self.shared.discard_before.store(epoch, Ordering::SeqCst);
    }

    /// Keep (default) or drop the bytes of uploaded files in the records (long runs).
    pub fn keep_files(&self, keep: bool) {
        self.shared.keep_files.store(keep, Ordering::Relaxed);
    }

    /// Answers the next `times` calls `method` whose path contains `path_contains` with
    /// `fault`; the calls are recorded with the status the fake gave.
    pub fn fail(&self, method: &str, path_contains: &str, times: usize, fault: RestFault) {
        self.shared.faults.lock().unwrap().push(FaultRule {
            method: method.to_string(),
            path_contains: path_contains.to_string(),
            times,
            fault,
        });
    }

    /// Applies `fault` to every live gateway session.
    pub fn gateway_fault(&self, fault: GatewayFault) {
        let _ = self.shared.gateway_faults.send(fault);
    }

    /// Whether heartbeats get their ACK (op 11); without, serenity reconnects.
    pub fn ack_heartbeats(&self, ack: bool) {
        self.shared.ack_heartbeats.store(ack, Ordering::SeqCst);
    }

    /// The heartbeat interval HELLO announces to sessions opened from now on.
    pub fn set_heartbeat_interval(&self, interval: Duration) {
        self.shared
            .heartbeat_ms
            .store(interval.as_millis() as u64, Ordering::SeqCst);
    }

    /// Enforces Discord's windows, shortened for a test: a callback later than `callback`
    /// after the interaction went out is refused (404, 10062 Unknown interaction), and a
    /// webhook call with a token older than `token` too (401, 50027 Invalid Webhook Token).
    pub fn expire_tokens(&self, callback: Duration, token: Duration) {
        *self.shared.windows.lock().unwrap() = Some((callback, token));
    }

    /// The first callback of interaction `id`, waiting up to `timeout` for it.
    pub async fn wait_callback(&self, id: &str, timeout: Duration) -> Option<Recorded> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let changed = self.shared.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if let Some(found) = self.callback(id) {
                return Some(found);
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                return self.callback(id);
            }
        }
    }

    /// As [`FakeDiscord::wait_callback`], woken only by this interaction's callback rather
    /// than by every record: hundreds of waiters at once (a load test) then cost the
    /// machine nothing while they wait.
    pub async fn wait_callback_alone(&self, id: &str, timeout: Duration) -> Option<Recorded> {
        let notify = Arc::new(Notify::new());
        // Registered before looking: a callback recorded in between leaves a permit.
        self.shared
            .callback_waiters
            .lock()
            .unwrap()
            .insert(id.to_string(), notify.clone());
        if self.callback(id).is_none() {
            let _ = tokio::time::timeout(timeout, notify.notified()).await;
        }
        self.shared.callback_waiters.lock().unwrap().remove(id);
        self.callback(id)
    }

    /// The `nth` (1 = the first) successful POST to `path` (e.g. `/channels/1/messages`),
    /// waiting up to `timeout` for it; found by index, not by scanning the records.
    pub async fn wait_post(&self, path: &str, nth: usize, timeout: Duration) -> Option<Recorded> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let changed = self.shared.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if let Some(found) = self.post(path, nth) {
                return Some(found);
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                return self.post(path, nth);
            }
        }
    }

    /// How many successful POSTs to `path` so far.
    pub fn post_count(&self, path: &str) -> usize {
        self.shared
            .posts
            .lock()
            .unwrap()
            .get(path)
            .map_or(0, Vec::len)
    }

    fn post(&self, path: &str, nth: usize) -> Option<Recorded> {
        let index = *self
            .shared
            .posts
            .lock()
            .unwrap()
            .get(path)?
            .get(nth.checked_sub(1)?)?;
        Some(self.shared.recorded.lock().unwrap()[index].clone())
    }

    /// The first record `pick` accepts, looked up in place (no copy of every record).
    pub fn find(&self, pick: impl Fn(&Recorded) -> bool) -> Option<Recorded> {
        self.shared
            .recorded
            .lock()
            .unwrap()
            .iter()
            .find(|r| pick(r))
            .cloned()
    }

    /// The first callback of interaction `id`, if any.
    pub fn callback(&self, id: &str) -> Option<Recorded> {
        let index = *self.shared.callbacks.lock().unwrap().get(id)?;
        Some(self.shared.recorded.lock().unwrap()[index].clone())
    }

    /// How many callbacks of interaction `id` the fake took (Discord takes one; it refuses
    /// the rest, as the fake does).
    pub fn callback_count(&self, id: &str) -> usize {
        let path = format!("/interactions/{id}/");
        self.shared
            .recorded
            .lock()
            .unwrap()
            .iter()
            .filter(|r| r.path.starts_with(&path) && r.path.ends_with("/callback"))
            .filter(|r| r.status < 300)
            .count()
    }

    /// IDENTIFY's `shard: [id, total]` of every session so far, in order.
    pub fn identified(&self) -> Vec<(u32, u32)> {
        self.shared.identified.lock().unwrap().clone()
    }

    /// Waits until a session identified as `shard` (`n` times in all).
    pub async fn wait_identified(&self, shard: u32, n: usize, timeout: Duration) {
        let deadline = tokio::time::Instant::now() + timeout;
        while self
            .identified()
            .iter()
            .filter(|(s, _)| *s == shard)
            .count()
            < n
        {
            assert!(
                tokio::time::Instant::now() < deadline,
                "shard {shard} did not identify {n} times: {:?}",
                self.identified()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// When the interaction with this id was written to the websocket.
    pub fn sent_at(&self, interaction_id: &str) -> Option<Instant> {
        self.shared
            .sent_at
            .lock()
            .unwrap()
            .get(interaction_id)
            .copied()
    }

    /// The opcodes the bot sent on the gateway (2 IDENTIFY, 1 heartbeat, 6 RESUME...).
    pub fn gateway_ops(&self) -> Vec<u64> {
        self.shared.gateway_ops.lock().unwrap().clone()
    }

    pub fn recorded(&self) -> Vec<Recorded> {
        self.shared.recorded.lock().unwrap().clone()
    }

    /// From now on `user` takes no DMs from the bot (50007 "Cannot send messages to this
    /// user").
    pub fn block_dms(&self, user: u64) {
        self.shared.dm_blocked.lock().unwrap().push(user);
    }

    /// The channel messages created so far, in order: (channel, nonce, content); posts
    /// deduplicated by `enforce_nonce` are not in it.
    pub fn created_messages(&self) -> Vec<(String, Option<String>, String)> {
        self.shared.created.lock().unwrap().clone()
    }

    /// The first `method` request to `path`, waiting up to `timeout` for it.
    pub async fn wait_call(&self, method: &str, path: &str, timeout: Duration) -> Recorded {
        self.wait_for(&format!("{method} {path}"), timeout, |recs| {
            recs.iter()
                .find(|r| r.method == method && r.path == path)
                .cloned()
        })
        .await
    }

    /// Dispatches interaction `id` (`body`) and waits up to `timeout` for its callback.
    pub async fn push_and_callback(&self, id: &str, body: Value, timeout: Duration) -> Recorded {
        self.dispatch("INTERACTION_CREATE", body);
        let path = format!("/interactions/{id}/token-{id}/callback");
        self.wait_call("POST", &path, timeout).await
    }

    /// Waits until `pick` finds something in the records (checked on every change).
    pub async fn wait_for<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut pick: impl FnMut(&[Recorded]) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            // Register interest before looking, so a change in between is not missed.
            let changed = self.shared.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if let Some(found) = pick(&self.shared.recorded.lock().unwrap()) {
                return found;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                let log: Vec<String> = self
                    .recorded()
                    .iter()
                    .map(|r| format!("{} {} {}", r.method, r.path, r.json))
                    .collect();
                panic!(
                    "timed out waiting for {what}; the fake recorded:\n{}",
                    log.join("\n")
                );
            }
        }
    }
}

impl Shared {
    /// Whether `channel` is the DM of a user who blocked DMs from the bot.
    fn blocks_dms(&self, channel: &str) -> bool {
        let blocked = self.dm_blocked.lock().unwrap();
        blocked
            .iter()
            .any(|u| dm_channel(*u).to_string() == channel)
    }

    /// A thread channel as Discord returns it on creation, named as the bot asked.
    fn thread(&self, parent: &str, body: &Value) -> Value {
        json!({
            "id": self.next_id().to_string(),
            "type": 11,
            "guild_id": super::interactions::GUILD_ID.to_string(),
            "parent_id": parent,
            "name": body.get("name").cloned().unwrap_or(json!("thread")),
            "owner_id": BOT_ID.to_string(),
            "position": 0,
            "permission_overwrites": [],
            "nsfw": false,
            "rate_limit_per_user": 0,
            "flags": 0,
            "member_count": 1,
            "message_count": 0,
            "thread_metadata": {
                "archived": false, "auto_archive_duration": 1440,
                "archive_timestamp": TIMESTAMP, "locked": false,
            },
        })
    }

    fn record(&self, mut rec: Recorded) {
        if !self.keep_files.load(Ordering::Relaxed) {
            for file in &mut rec.files {
                file.2 = Vec::new();
            }
        }
        let mut recorded = self.recorded.lock().unwrap();
        if let ["interactions", id, _, "callback"] =
            rec.path.trim_matches('/').split('/').collect::<Vec<_>>()[..]
        {
            if rec.status < 300 {
                self.callbacks
                    .lock()
                    .unwrap()
                    .entry(id.to_string())
                    .or_insert(recorded.len());
                if let Some(waiter) = self.callback_waiters.lock().unwrap().get(id) {
                    waiter.notify_one();
                }
            }
        }
        if rec.method == Method::POST && rec.status < 300 {
            self.posts
                .lock()
                .unwrap()
                .entry(rec.path.clone())
                .or_default()
                .push(recorded.len());
        }
        recorded.push(rec);
        drop(recorded);
        self.changed.notify_waiters();
    }

    /// The fault to answer `method path` with, if a rule matches (using up one of its times).
    fn fault_for(&self, method: &Method, path: &str) -> Option<RestFault> {
        let mut faults = self.faults.lock().unwrap();
        let rule = faults.iter_mut().find(|r| {
            r.times > 0 && r.method == method.as_str() && path.contains(&r.path_contains)
        })?;
        rule.times -= 1;
        Some(rule.fault.clone())
    }

    /// Discord's refusals of a callback or webhook call it would not take: a second
    /// callback, or (when windows are enforced) one too late or with an expired token.
    fn refusal(&self, method: &Method, path: &str) -> Option<Response> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let error = |status: StatusCode, code: u32, message: &str| {
            Some((status, Json(json!({ "message": message, "code": code }))).into_response())
        };
        let windows = *self.windows.lock().unwrap();
        let age = |id: &str| {
            self.sent_at
                .lock()
                .unwrap()
                .get(id)
                .map(|t| t.elapsed())
                .unwrap_or_default()
        };
        match (method.as_str(), segments.as_slice()) {
            ("POST", ["interactions", id, _, "callback"]) => {
                if self.callbacks.lock().unwrap().contains_key(*id) {
                    return error(
                        StatusCode::BAD_REQUEST,
                        40060,
                        "Interaction has already been acknowledged.",
                    );
                }
                match windows {
                    Some((late, _)) if age(id) > late => {
                        error(StatusCode::NOT_FOUND, 10062, "Unknown interaction")
                    }
                    _ => None,
                }
            }
            (_, ["webhooks", _, token, ..]) => {
                let id = token.strip_prefix("token-")?;
                match windows {
                    Some((_, lifetime)) if age(id) > lifetime => {
                        error(StatusCode::UNAUTHORIZED, 50027, "Invalid Webhook Token")
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// A Message as Discord returns it for a post or an edit, built from what the bot sent.
    /// A new channel message, unless its enforced nonce was seen in the channel.
    fn post(&self, channel_id: &str, body: &Value, files: &[(String, String, Vec<u8>)]) -> Value {
        let nonce = match body.get("nonce") {
            Some(Value::String(s)) => Some(s.clone()),
            Some(Value::Number(n)) => Some(n.to_string()),
            _ => None,
        };
        let enforced = body.get("enforce_nonce").and_then(Value::as_bool) == Some(true);
        let mut seen = self.by_nonce.lock().unwrap();
        if let (Some(nonce), true) = (&nonce, enforced) {
            if let Some(first) = seen.get(&(channel_id.to_string(), nonce.clone())) {
                return first.clone();
            }
        }
        let message = self.message(channel_id, body, files);
        if let (Some(nonce), true) = (&nonce, enforced) {
            seen.insert((channel_id.to_string(), nonce.clone()), message.clone());
        }
        let content = body
            .get("content")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        self.created
            .lock()
            .unwrap()
            .push((channel_id.to_string(), nonce, content));
        message
    }

    fn message(
        &self,
        channel_id: &str,
        body: &Value,
        files: &[(String, String, Vec<u8>)],
    ) -> Value {
        let attachments: Vec<Value> = files
            .iter()
            .map(|(_, name, bytes)| {
                let id = self.next_id();
                json!({
                    "id": id.to_string(), "filename": name, "size": bytes.len(),
                    "url": format!("{}/attachments/{id}/{name}", self.base_url),
                    "proxy_url": format!("{}/attachments/{id}/{name}", self.base_url),
                    "content_type": "image/png",
                })
            })
            .collect();
        json!({
            "id": self.next_id().to_string(),
            "channel_id": channel_id,
            "author": { "id": BOT_ID.to_string(), "username": BOT_NAME, "bot": true },
            "content": body.get("content").cloned().unwrap_or(json!("")),
            "timestamp": TIMESTAMP,
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": body.get("embeds").cloned().unwrap_or(json!([])),
            "components": body.get("components").cloned().unwrap_or(json!([])),
            "pinned": false,
            "type": 0,
            "flags": body.get("flags").cloned().unwrap_or(json!(0)),
            "application_id": APP_ID.to_string(),
            "webhook_id": APP_ID.to_string(),
        })
    }
}

/// The id of the bot's DM channel with `user` (`POST /users/@me/channels`).
pub fn dm_channel(user: u64) -> u64 {
    500_000_000_000_000_000 + user % 100_000_000_000_000_000
}

fn webhook_channel() -> String {
    super::interactions::CHANNEL_ID.to_string()
}

/// Every REST call: record it, then answer with the shape serenity expects.
async fn rest(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let method = req.method().clone();
    let full_path = req.uri().path().to_string();
    let is_multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let (json_body, files) = if is_multipart {
        read_multipart(req).await
    } else {
        let bytes = Bytes::from_request(req, &()).await.unwrap_or_default();
        (
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
            Vec::new(),
        )
    };
    // A proxy URL may carry a path prefix naming the process: `/p1/api/v10/...`.
    let (via, api_path) = match full_path.find("/api/v10") {
        Some(0) => (None, &full_path[..]),
        Some(i) => (Some(full_path[1..i].to_string()), &full_path[i..]),
        None => (None, &full_path[..]),
    };
    let Some(path) = api_path.strip_prefix("/api/v10") else {
        eprintln!("[fake discord] unexpected path {method} {full_path}");
        return (StatusCode::NOT_FOUND, "not an API path").into_response();
    };
    let path = path.to_string();
    let response = match shared.fault_for(&method, &path) {
        Some(RestFault::Status(code)) => {
            let status = StatusCode::from_u16(code).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            (status, Json(json!({ "message": "fake fault", "code": 0 }))).into_response()
        }
        Some(RestFault::RateLimited {
            retry_after,
            global,
        }) => {
            let body = json!({ "message": "You are being rate limited.", "retry_after": retry_after, "global": global });
            let mut response = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
            let headers = response.headers_mut();
            headers.insert("retry-after", retry_after.to_string().parse().unwrap());
            headers.insert(
                "x-ratelimit-reset-after",
                retry_after.to_string().parse().unwrap(),
            );
            headers.insert("x-ratelimit-remaining", "0".parse().unwrap());
            headers.insert("x-ratelimit-limit", "5".parse().unwrap());
            if global {
                headers.insert("x-ratelimit-global", "true".parse().unwrap());
            } else {
                headers.insert("x-ratelimit-bucket", "fake-bucket".parse().unwrap());
                headers.insert("x-ratelimit-scope", "user".parse().unwrap());
            }
            response
        }
        fault => {
            if let Some(RestFault::Slow(delay)) = fault {
                tokio::time::sleep(delay).await;
            }
            shared
                .refusal(&method, &path)
                .unwrap_or_else(|| answer(&shared, &method, &path, &json_body, &files))
        }
    };
    let status = response.status().as_u16();
    shared.record(Recorded {
        at: Instant::now(),
        method,
        path,
        json: json_body,
        files,
        status,
        via,
    });
    response
}

async fn read_multipart(req: Request) -> (Value, Vec<(String, String, Vec<u8>)>) {
    let mut json_body = Value::Null;
    let mut files = Vec::new();
    let Ok(mut form) = Multipart::from_request(req, &()).await else {
        return (json_body, files);
    };
    // A bot killed mid-upload leaves half a body: keep what arrived.
    while let Ok(Some(field)) = form.next_field().await {
        let name = field.name().unwrap_or_default().to_string();
        let file_name = field.file_name().map(str::to_string);
        let Ok(data) = field.bytes().await else { break };
        let data = data.to_vec();
        match file_name {
            Some(file_name) => files.push((name, file_name, data)),
            None if name == "payload_json" => {
                json_body = serde_json::from_slice(&data).expect("payload_json is JSON")
            }
            None => eprintln!("[fake discord] unexpected multipart field {name}"),
        }
    }
    (json_body, files)
}

fn answer(
    shared: &Shared,
    method: &Method,
    path: &str,
    body: &Value,
    files: &[(String, String, Vec<u8>)],
) -> Response {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let ws_url = format!(
        "{}/gateway",
        shared.base_url.replacen("http://", "ws://", 1)
    );
    match (method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => Json(json!({ "url": ws_url })).into_response(),
        ("GET", ["gateway", "bot"]) => Json(json!({
            "url": ws_url, "shards": shared.total_shards,
            "session_start_limit": { "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1 },
        }))
        .into_response(),
        ("GET", ["oauth2", "applications", "@me"]) => Json(json!({
            "id": APP_ID.to_string(), "name": BOT_NAME, "icon": null, "description": "",
            "bot_public": true, "bot_require_code_grant": false, "verify_key": "0",
            "owner": null, "team": null, "flags": 0,
        }))
        .into_response(),
        ("PUT", ["applications", _, "commands"]) => Json(registered_commands(shared, body, None)).into_response(),
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => {
            Json(registered_commands(shared, body, Some(guild))).into_response()
        }
        ("POST", ["applications", _, "commands"]) => {
            Json(registered_commands(shared, &json!([body]), None)[0].clone()).into_response()
        }
        ("POST", ["applications", _, "guilds", guild, "commands"]) => {
            Json(registered_commands(shared, &json!([body]), Some(guild))[0].clone()).into_response()
        }
        ("POST", ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        // Interaction messages are in the test channel (serenity refuses a channel id 0).
        ("POST", ["webhooks", _, _]) => Json(shared.message(&webhook_channel(), body, files)).into_response(),
        ("PATCH" | "GET", ["webhooks", _, _, "messages", _]) => {
            Json(shared.message(&webhook_channel(), body, files)).into_response()
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => StatusCode::NO_CONTENT.into_response(),
        // The DM with a user (the bot's own DM channel with them): one id per user.
        ("POST", ["users", "@me", "channels"]) => {
            let recipient = body["recipient_id"].as_str().map(str::to_string).unwrap_or_else(|| body["recipient_id"].to_string());
            let user: u64 = recipient.trim_matches('"').parse().unwrap_or(0);
            Json(json!({
                "id": dm_channel(user).to_string(), "type": 1, "last_message_id": null,
                "recipients": [{ "id": user.to_string(), "username": "someone", "discriminator": "0", "avatar": null, "global_name": null }],
            }))
            .into_response()
        }
        // A DM with a user who blocked DMs from the bot: Discord's 50007.
        ("POST", ["channels", channel, "messages"]) if shared.blocks_dms(channel) => (
            StatusCode::FORBIDDEN,
            Json(json!({ "message": "Cannot send messages to this user", "code": 50007 })),
        )
            .into_response(),
        ("POST", ["channels", channel, "messages"]) => Json(shared.post(channel, body, files)).into_response(),
        ("PATCH", ["channels", channel, "messages", _]) => {
            Json(shared.message(channel, body, files)).into_response()
        }
        // A thread, from a message or standalone: a public thread channel in the guild.
        ("POST", ["channels", channel, "threads"]) | ("POST", ["channels", channel, "messages", _, "threads"]) => {
            Json(shared.thread(channel, body)).into_response()
        }
        _ => {
            eprintln!("[fake discord] unhandled {method} {path}");
            (StatusCode::NOT_FOUND, Json(json!({ "message": "Unknown (fake Discord)", "code": 0 }))).into_response()
        }
    }
}

/// Echoes the registered commands back as Command objects, ids added.
fn registered_commands(shared: &Shared, body: &Value, guild: Option<&str>) -> Value {
    let commands = body.as_array().cloned().unwrap_or_default();
    Value::Array(
        commands
            .into_iter()
            .map(|mut c| {
                let obj = c.as_object_mut().expect("command is an object");
                obj.insert("id".into(), json!(shared.next_id().to_string()));
                obj.insert("application_id".into(), json!(APP_ID.to_string()));
                obj.insert("version".into(), json!(shared.next_id().to_string()));
                obj.entry("type").or_insert(json!(1));
                obj.entry("default_member_permissions")
                    .or_insert(Value::Null);
                if let Some(guild) = guild {
                    obj.insert("guild_id".into(), json!(guild));
                }
                c
            })
            .collect(),
    )
}

async fn gateway_socket(State(shared): State<Arc<Shared>>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| gateway_session(shared, socket))
}

/// One gateway session: HELLO, wait for IDENTIFY (or RESUME), READY, then heartbeat ACKs
/// and dispatches; faults on demand ([`GatewayFault`]).
async fn gateway_session(shared: Arc<Shared>, mut socket: WebSocket) {
    let interval = shared.heartbeat_ms.load(Ordering::SeqCst);
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": interval }, "s": null, "t": null });
    if socket
        .send(WsMessage::Text(hello.to_string()))
        .await
        .is_err()
    {
        return;
    }
    let mut faults = shared.gateway_faults.subscribe();
    // The session this connection serves, once identified or resumed.
    let mut session: Option<String> = None;
    let mut drop_before_next = false;
    // After IDENTIFY: this shard's queue. Dispatches flow to one session per shard at a
    // time; a reconnecting bot picks its shard's queue up.
    let mut outbox: Option<tokio::sync::OwnedMutexGuard<mpsc::UnboundedReceiver<Queued>>> = None;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { return };
                let WsMessage::Text(text) = msg else { continue };
                let frame: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                if let Some(op) = frame["op"].as_u64() {
                    shared.gateway_ops.lock().unwrap().push(op);
                }
                match frame["op"].as_u64() {
                    Some(1) => {
                        if !shared.ack_heartbeats.load(Ordering::SeqCst) { continue; }
                        let ack = json!({ "op": 11, "d": null, "s": null, "t": null });
                        if socket.send(WsMessage::Text(ack.to_string())).await.is_err() { return; }
                    }
                    Some(2) => {
                        let shard = &frame["d"]["shard"];
                        let (id, total) = (
                            shard[0].as_u64().unwrap_or(0) as u32,
                            shard[1].as_u64().unwrap_or(1) as u32,
                        );
                        shared.identified.lock().unwrap().push((id, total));
                        if id >= total || total != shared.total_shards {
                            // Discord: 4010 Invalid shard / 4011 sharding required.
                            let close = axum::extract::ws::CloseFrame { code: 4010, reason: "Invalid shard".into() };
                            let _ = socket.send(WsMessage::Close(Some(close))).await;
                            return;
                        }
                        let name = format!("session-{}", shared.next_id());
                        shared.sessions.lock().unwrap().insert(name.clone(), SessionLog { shard: id, seq: 0, frames: Vec::new() });
                        let ready = ready_data(&shared, &name, id, total);
                        session = Some(name.clone());
                        if !send_dispatch(&shared, &mut socket, &name, "READY", ready).await { return; }
                        let queue = shared.outboxes.lock().unwrap().entry(id).or_insert_with(Outbox::new).rx.clone();
                        outbox = Some(queue.lock_owned().await);
                    }
                    Some(6) => {
                        let name = frame["d"]["session_id"].as_str().unwrap_or_default().to_string();
                        let after = frame["d"]["seq"].as_u64().unwrap_or(0);
                        // What the bot missed, replayed; unknown sessions must IDENTIFY.
                        let missed = shared.sessions.lock().unwrap().get(&name).map(|log| {
                            let frames: Vec<String> = log.frames.iter().filter(|(s, _)| *s > after).map(|(_, f)| f.clone()).collect();
                            (log.shard, frames)
                        });
                        let Some((shard, frames)) = missed else {
                            let invalid = json!({ "op": 9, "d": false, "s": null, "t": null });
                            if socket.send(WsMessage::Text(invalid.to_string())).await.is_err() { return; }
                            continue;
                        };
                        for frame in frames {
                            if socket.send(WsMessage::Text(frame)).await.is_err() { return; }
                        }
                        session = Some(name.clone());
                        if !send_dispatch(&shared, &mut socket, &name, "RESUMED", json!({})).await { return; }
                        let queue = shared.outboxes.lock().unwrap().entry(shard).or_insert_with(Outbox::new).rx.clone();
                        outbox = Some(queue.lock_owned().await);
                    }
                    _ => {}
                }
            }
            fault = faults.recv() => {
                let frame = match fault {
                    Ok(GatewayFault::Drop) => return,
                    Ok(GatewayFault::DropBeforeNext) => {
                        drop_before_next = true;
                        continue;
                    }
                    Ok(GatewayFault::Reconnect) => json!({ "op": 7, "d": null, "s": null, "t": null }),
                    Ok(GatewayFault::InvalidSession { resumable }) => {
                        if !resumable {
                            if let Some(name) = &session {
                                shared.sessions.lock().unwrap().remove(name);
                            }
                        }
                        json!({ "op": 9, "d": resumable, "s": null, "t": null })
                    }
                    Err(_) => continue,
                };
                if socket.send(WsMessage::Text(frame.to_string())).await.is_err() { return; }
                // Discord stops sending on a session it told to go away.
                outbox = None;
            }
            Some((event, data, epoch)) = async { outbox.as_mut().expect("identified").recv().await }, if outbox.is_some() => {
                if epoch < shared.discard_before.load(Ordering::SeqCst) {
                    continue; // queued while the bot was down: Discord never delivers it
                }
                let id = data["id"].as_str().map(str::to_string);
                if let Some(id) = id {
                    shared.sent_at.lock().unwrap().insert(id, Instant::now());
                }
                let name = session.clone().expect("a session");
                if drop_before_next {
                    log_dispatch(&shared, &name, &event, data);
                    return;
                }
                if !send_dispatch(&shared, &mut socket, &name, &event, data).await { return; }
            }
        }
    }
}

/// Sends a dispatch (op 0) on `session`, logged so a resume can replay it. False if the
/// socket is gone.
async fn send_dispatch(
    shared: &Shared,
    socket: &mut WebSocket,
    session: &str,
    event: &str,
    data: Value,
) -> bool {
    let Some(frame) = log_dispatch(shared, session, event, data) else {
        return false;
    };
    socket.send(WsMessage::Text(frame)).await.is_ok()
}

/// Numbers a dispatch in `session` and keeps it for a resume; the frame to send.
fn log_dispatch(shared: &Shared, session: &str, event: &str, data: Value) -> Option<String> {
    let mut sessions = shared.sessions.lock().unwrap();
    let log = sessions.get_mut(session)?;
    log.seq += 1;
    let frame = json!({ "op": 0, "s": log.seq, "t": event, "d": data }).to_string();
    // Only interactions are worth replaying; READY and RESUMED are per connection.
    if event == "INTERACTION_CREATE" {
        log.frames.push((log.seq, frame.clone()));
    }
    Some(frame)
}

fn ready_data(shared: &Shared, session: &str, shard: u32, total: u32) -> Value {
    json!({
        "v": 10,
        "user": { "id": BOT_ID.to_string(), "username": BOT_NAME, "bot": true, "discriminator": "0" },
        "guilds": [],
        "session_id": session,
        "resume_gateway_url": format!("{}/gateway", shared.base_url.replacen("http://", "ws://", 1)),
        "application": { "id": APP_ID.to_string(), "flags": 0 },
        "shard": [shard, total],
    })
}

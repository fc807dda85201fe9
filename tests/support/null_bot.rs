//! The harness floor's responder: a serenity client in the test's process that answers
//! every command at once, with a text and, when given, a picture (the size of a board
//! the bot would post). Its latency is what the fake, the gateway, serenity and the
//! upload cost before a bot does any work.

use super::fake_discord::FakeDiscord;
use std::time::Duration;

/// Starts the null bot on `fake` and waits until it is connected.
pub async fn start(fake: &FakeDiscord, picture: Option<Vec<u8>>) -> tokio::task::JoinHandle<()> {
    let handle = connect(&fake.url(), picture).await;
    fake.wait_identified(0, 1, Duration::from_secs(30)).await;
    handle
}

/// Starts the null bot on the fake at `url` (maybe in another process), not waiting.
pub async fn connect(url: &str, picture: Option<Vec<u8>>) -> tokio::task::JoinHandle<()> {
    use serenity::all::{
        ClientBuilder, Context, CreateAttachment, CreateInteractionResponse,
        CreateInteractionResponseMessage, EventHandler, GatewayIntents, HttpBuilder, Interaction,
    };
    struct Null(Option<Vec<u8>>);
    #[serenity::async_trait]
    impl EventHandler for Null {
        async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
            if let Interaction::Command(command) = interaction {
                let mut answer = CreateInteractionResponseMessage::new().content(
                    "#1 Breakthrough 8x8 · @w1 (White) played a2-a3. @b1 (Black), your move.",
                );
                if let Some(png) = &self.0 {
                    answer = answer.add_file(CreateAttachment::bytes(png.clone(), "board.png"));
                }
                let _ = command
                    .create_response(&ctx, CreateInteractionResponse::Message(answer))
                    .await;
            }
        }
    }
    let http = HttpBuilder::new("fake-token-for-tests")
        .proxy(url)
        .ratelimiter_disabled(true)
        .build();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(Null(picture))
        .await
        .expect("the null bot");
    tokio::spawn(async move {
        let _ = client.start().await;
    })
}

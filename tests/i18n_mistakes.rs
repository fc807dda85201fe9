//! A player's mistakes are answered in their language: the games' move and size errors
//! (typed values, not English matched by its words), a colour or a command rate that is
//! none, the console's own parse errors and usage lines, and a decimal written with the
//! language's mark. Each case checks the exact words of the language.

#[path = "support/cli.rs"]
mod cli;
mod service_support;

use breaker::games::GameKind;
use breaker::i18n::Locale;
use breaker::service::{BadColor, ColorChoice, CommandRate, Ctx, ManualClock, Reply};
use service_support::*;

fn lang(code: &str) -> Locale {
    code.parse().unwrap()
}

/// A refusal's words in `code`, as the reader sees them (code in backticks).
fn words(reply: &Reply, code: &str) -> String {
    assert!(reply.ephemeral, "a refusal is private: {}", reply.content);
    reply.content.resolve(lang(code)).to_string()
}

fn speaking(name: &str, code: &str) -> Ctx {
    ctx(name).speaking(lang(code), None)
}

#[tokio::test]
async fn breakthrough_move_mistakes_in_korean() {
    let h = Harness::new();
    let id = h
        .started(GameKind::Breakthrough, "3x5", "alice", "bob")
        .await;
    let s = &h.service;
    let alice = speaking("alice", "ko");

    let syntax = s.games().play_move(&alice, "hello", None).await.unwrap();
    let ko = words(&syntax, "ko");
    assert!(
        ko.starts_with(&format!("대국 #{id}: 수로 읽을 수 없습니다(입력: `hello`). 말이 떠나는 칸과 가는 칸을 쓰세요 (예: `b2-b3` 또는 `c4xd5`). ")),
        "{ko}"
    );

    let far = s.games().play_move(&alice, "b2-b4", None).await.unwrap();
    let ko = words(&far, "ko");
    assert!(
        ko.contains(
            ": b2-b4는 둘 수 없는 수입니다. 말은 앞으로 한 칸, 곧게 또는 대각선으로 움직입니다. "
        ),
        "{ko}"
    );
}

#[tokio::test]
async fn breach_move_mistakes_in_russian() {
    let h = Harness::new();
    h.started(GameKind::Breach, "10", "alice", "bob").await;
    let s = &h.service;
    let opened = s
        .games()
        .play_move(&ctx("alice"), "e5", None)
        .await
        .unwrap();
    assert!(!opened.ephemeral, "{}", opened.content);
    let bob = speaking("bob", "ru");

    let one = s.games().play_move(&bob, "d4", None).await.unwrap();
    let ru = words(&one, "ru");
    assert!(
        ru.contains(": поставьте 2 камня, например `d4 e5`. "),
        "{ru}"
    );

    let site = s.games().play_move(&bob, "d4 zz", None).await.unwrap();
    let ru = words(&site, "ru");
    assert!(
        ru.contains(
            ": `d4 zz` не похоже на запись хода — укажите 2 поля, например `d4 e5`; поле записывается буквой и числом. "
        ),
        "{ru}"
    );

    let twice = s.games().play_move(&bob, "a1 a1", None).await.unwrap();
    let ru = words(&twice, "ru");
    assert!(
        ru.contains(": a1 a1 — поставьте 2 камня на 2 разных поля. "),
        "{ru}"
    );
    assert!(ru.starts_with("Ход в партии #"), "{ru}");
}

#[tokio::test]
async fn a_board_size_mistake_in_russian_and_romanian() {
    let h = Harness::new();
    let small = h
        .service
        .games()
        .challenge(
            &speaking("alice", "ru"),
            &user("bob"),
            GameKind::Breach,
            Some("4"),
            None,
            None,
        )
        .await
        .unwrap();
    assert_eq!(
        words(&small, "ru"),
        "Такой размер доски не поддерживается: в Брешь играют на досках от 5×5 до 19×19, а не 4×4. \
         Размер доски для Бреши — одно число от 5 до 19 (например, 10); если его не указывать, будет 10."
    );
    let wide = h
        .service
        .games()
        .challenge(
            &ctx("alice"),
            &user("bob"),
            GameKind::Breakthrough,
            Some("abc"),
            None,
            None,
        )
        .await
        .unwrap();
    let ro = words(&wide, "ro");
    assert!(ro.contains("`abc`"), "{ro}");
    assert!(!ro.contains("write the size"), "{ro}");
    let ru = words(&wide, "ru");
    assert!(
        ru.contains("`abc`: запишите размер как ширина x высота, например 8x8"),
        "{ru}"
    );
}

#[test]
fn a_colour_and_a_command_rate_that_are_none() {
    let color: BadColor = "purple".parse::<ColorChoice>().unwrap_err();
    assert_eq!(
        color.text().resolve(lang("ko")).to_string(),
        "`purple`은 색이 아닙니다: `white`(백), `black`(흑), `random`(무작위) 중에서 고르세요."
    );
    assert_eq!(
        color.text().resolve(lang("ro")).to_string(),
        "`purple` nu este o culoare: alege `white` (albele), `black` (negrele) sau `random` (la întâmplare)."
    );
    let rate = "0/10s".parse::<CommandRate>().unwrap_err();
    assert_eq!(
        rate.text().resolve(lang("ru")).to_string(),
        "`0/10s` — не частота команд: напишите КОЛИЧЕСТВО/СЕКУНДЫ, например `10/10s`."
    );
    // The operators' command line keeps its English.
    assert!(rate.to_string().contains("is not a command rate"));
}

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z
const HOUR: i64 = 3_600_000;

#[tokio::test]
async fn vacation_days_left_use_the_languages_decimal_mark() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = open_clocked(&dir.path().join("b.db"), &clock);
    let alice = speaking("alice", "ru");
    let started = s
        .correspondence()
        .vacation_start(&alice, Some(3))
        .await
        .unwrap();
    assert!(!started.content.to_string().is_empty());
    clock.set(T0 + 12 * HOUR);
    let ended = s.correspondence().vacation_end(&alice).await.unwrap();
    let ru = ended.content.resolve(lang("ru")).to_string();
    assert!(
        ru.contains("Дней отпуска в этом году осталось: 13,5."),
        "{ru}"
    );
    let left = s.correspondence().vacation_show(&alice).await.unwrap();
    assert!(left
        .content
        .resolve(lang("ro"))
        .to_string()
        .starts_with("Mai ai 13,5 zile de concediu anul acesta (din 14 pe an, pe acest server)."));
    assert!(left.content.resolve(lang("ru")).to_string().starts_with(
        "Дней отпуска в этом году у вас осталось: 13,5 (из 14 в год на этом сервере)."
    ));
    assert!(left
        .content
        .resolve(lang("ko"))
        .to_string()
        .starts_with("올해 남은 휴가는 13.5일입니다"));
    assert!(left
        .content
        .to_string()
        .starts_with("You have 13.5 vacation days left"));
}

/// `breaker play --locale <locale>` fed `script`: what it printed.
fn play(script: &str, locale: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    cli::console(dir.path(), &["--locale", locale], script)
}

const MISTAKES: &str = "\
alice: /challenge game:Breakthrough opponent:bob color:purple
alice: /challenge game:chess opponent:bob
alice: /move
alice: /board veiw:black
hello there
alice: /ladder-admin create name:spring game:breakthrough
alice: /ladder dance name:spring
alice: /games page:x
alice: /nonsense
/help
";

#[test]
fn the_consoles_own_mistakes_in_korean() {
    let out = play(MISTAKES, "ko");
    for want in [
        "(나만 볼 수 있음) `purple`은 색이 아닙니다: `white`(백), `black`(흑), `random`(무작위) 중에서 고르세요.",
        "(나만 볼 수 있음) `chess`는 알 수 없는 게임입니다: 게임은 브레이크스루와 브리치 두 가지입니다",
        "(나만 볼 수 있음) `/두기` 명령에는 `수:` 옵션이 필요합니다. 사용법: /move move:<수> [game:<번호>]   예: move:b2-b3, move:d4 e5, move:f6 xd4",
        "(나만 볼 수 있음) `veiw`는 /board 명령의 옵션이 아닙니다. `view` 옵션을 말씀하신 건가요? 옵션: `게임:`, `시점:`",
        "`hello there`는 명령이 아닙니다: `USER: /command option:value` 형식으로 쓰세요",
        "(나만 볼 수 있음) `/래더관리 생성` 명령은 운영진만 쓸 수 있습니다: 콘솔에서는 `--moderators alice`처럼 시작하면",
        "(나만 볼 수 있음) `/래더` 명령에는 하위 명령이 필요합니다 (`dance`는 하위 명령이 아닙니다): join, leave, standings, challenge, list, info.",
        "(나만 볼 수 있음) `x`는 숫자가 아닙니다 (`페이지:`)",
        "(나만 볼 수 있음) 알 수 없는 명령 /nonsense: 명령은 /challenge, /ai,",
        "(나만 볼 수 있음) 명령 (`NAME: /command option:value` 형식으로 씁니다.",
        "  /ai game:<Breakthrough|Breach> [size] [level:1-5] [color]   (Breaker의 AI와 대국)",
        "  /ladder challenge name:<래더> opponent:<이름>   (바로 레이팅 래더 대국을 시작)",
    ] {
        assert!(out.contains(want), "missing {want:?} in:\n{out}");
    }
}

#[test]
fn the_consoles_own_mistakes_in_russian() {
    let out = play(MISTAKES, "ru");
    for want in [
        "(видно только вам) `purple` — не цвет: выберите `white` (белые), `black` (чёрные) или `random` (жребий).",
        "(видно только вам) `chess` — не игра: игры здесь — Прорыв и Брешь",
        "(видно только вам) Команде `/ход` нужен параметр `ход:`. Использование: /move move:<ход> [game:<номер>]",
        "(видно только вам) `veiw` — не параметр команды /board: может быть, вы имели в виду `view`? Её параметры: `game:`, `сторона:`",
        "`hello there` — не команда: пишите `ИМЯ: /команда параметр:значение`",
        "(видно только вам) Команда `/лестница-админ создать` доступна только модераторам",
        "(видно только вам) Команде `/лестница` нужна подкоманда (`dance` — не она): join, leave, standings, challenge, list, info.",
        "(видно только вам) `x` — не число (`страница:`)",
        "(видно только вам) неизвестная команда /nonsense: команды такие: /challenge, /ai,",
        "  /moretime [game:<номер>] [days:1]   (дать игроку, чей ход, ещё 1–7 дней; всего 7 за партию)",
    ] {
        assert!(out.contains(want), "missing {want:?} in:\n{out}");
    }
}

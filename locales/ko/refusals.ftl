# 거절: 무엇이 잘못됐고 어떻게 하면 되는지. 명령한 사람에게만 보입니다 (src/service/refusal.rs).
# 게임 자체의 오류 (src/games/: 수, 보드 크기)와 제한 시간 표기의 오류 문구도 여기에 있습니다.
# 용어: 대국 (game), 수 (move), 말 (piece), 돌 (stone), 칸 (square), 자리 (브리치의 site),
# 교체 (replacement), 기록 (record), 가로줄 (rank), 제한 시간 (clock), 보유 시간 (bank),
# 증가 시간 (increment). 입력을 그대로 보여 줄 때는 코드로 감싸고, 조사는 JOSA로 고른다.
refusal-bad-game-ref = { JOSA($typed, "은/는") } 대국 번호가 아닙니다. 대국에 표시된 번호를 쓰세요 (예: `12`). 대국 목록은 `/games` 명령으로 볼 수 있습니다.
refusal-unknown-game = 여기에는 대국 #{ JOSA($game, "이/가") } 없습니다. 이 채널의 대국과 내 대국은 `/games` 명령으로 볼 수 있습니다.
refusal-not-a-player = 대국 #{ $game }의 대국자가 아닙니다. 구경은 누구나 `/board game:{ $game }` 명령으로 할 수 있습니다.
refusal-not-your-turn = 대국 #{ $game }에서 지금은 둘 차례가 아닙니다: { $player } 님 차례입니다. 차례가 되면 알려 드립니다.
refusal-wrong-channel = 대국 #{ JOSA($game, "은/는") } { $channel }에서 진행됩니다: 그곳에서 수를 두세요.
# $error: 이유 문장 (예: "b2-b4는 둘 수 없는 수입니다: …").
refusal-illegal = 대국 #{ $game }: { $error }. 국면은 `/board game:{ $game }` 명령으로 볼 수 있고, `move:` 옵션은 입력하는 동안 둘 수 있는 수를 보여 줍니다.
refusal-bad-days = 한 수에 { JOSA($days, "은/는") } 줄 수 없습니다: 1일부터 { $max }까지 고르세요.
refusal-bad-level = AI 레벨 { JOSA($level, "은/는") } 없습니다: { $min }(입문)부터 { $max }(최강)까지 고르세요.
refusal-self-challenge = 자기 자신에게는 도전할 수 없습니다. 다른 멤버에게 도전하거나 `/ai` 명령으로 AI와 두세요.
refusal-bot-challenge = 봇은 대국할 수 없습니다. 사람에게 도전하거나, { $bot } 님(Breaker의 AI)에게 도전하거나, `/ai` 명령을 쓰세요.
refusal-not-challenged = 대국 #{ JOSA($game, "은/는") } { $player } 님만 수락할 수 있습니다: 그 플레이어가 받은 도전입니다. 직접 도전하려면 `/challenge` 명령을 쓰세요.
refusal-position-changed = 명령이 처리되는 사이에 국면이 바뀌었습니다: 보드를 다시 확인하고(`/board game:{ $game }`) 다시 시도하세요.
refusal-unknown-button = 이 버튼은 더 이상 작동하지 않습니다. 대신 같은 일을 하는 명령을 쓰세요.

## 보드 크기
refusal-bad-size = 지원하지 않는 보드 크기입니다: { $detail }. { $kind } 보드 크기: { $help }. 생략하면 { $default }입니다.
refusal-bad-size-other = { $why }. { $kind } 보드 크기: { $help }. 생략하면 { $default }입니다.
refusal-size-help = { $kind ->
    [breach] { $smallest }부터 { $largest }까지의 수 하나 (예: { $example })
   *[other] 가로x세로, { $smallest }부터 { $largest }까지 (예: { $example })
}
refusal-size-breach-range = 브리치 보드는 { $min }부터 { $max }까지입니다. { JOSA($size, "은/는") } 안 됩니다
refusal-size-breakthrough-range = { $size }: 브레이크스루 보드는 가로 { $min_width }~{ $max_width }칸, 세로 { $min_height }~{ $max_height }칸입니다
refusal-size-breakthrough-syntax = `{ $size }`: 크기는 가로x세로로 쓰세요 (예: 8x8)
refusal-size-breach-square = `{ $size }`: 브리치 보드는 정사각형이므로 5부터 19까지의 수 하나로 씁니다 (예: 10)
refusal-size-breach-syntax = `{ $size }`: 브리치 보드 크기는 5부터 19까지의 수 하나입니다 (예: 10)
refusal-size-too-large = { $size }: 보드는 최대 { $max }입니다
refusal-unknown-game-kind = { JOSA($game, "은/는") } 알 수 없는 게임입니다: 게임은 브레이크스루와 브리치 두 가지입니다
refusal-position-text = 잘못된 국면 표기: { $detail }

## 수
refusal-move-syntax = 수로 읽을 수 없습니다(입력: `{ $text }`). { $hint }
refusal-move-off-board = { JOSA($square, "은/는") } { $board } 보드 밖입니다
refusal-move-occupied = { JOSA($square, "은/는") } 비어 있지 않습니다
refusal-move-no-piece = { $square }에 { $color ->
    [white] 백
   *[other] 흑
} { $thing ->
    [stone] 돌이
   *[other] 말이
} 없습니다
refusal-move-illegal = { JOSA($mv, "은/는") } 둘 수 없는 수입니다. { $why }
refusal-move-no-replacement = 돌 교체는 상대가 새 기록을 세운 직후에만 할 수 있습니다
refusal-move-game-over = 대국이 이미 끝났습니다
refusal-hint-both = { $hint }. { $extra }
refusal-hint-site = 자리는 글자 하나와 숫자로 씁니다
refusal-hint-x = `x`는 교체할 돌 바로 앞에 씁니다
refusal-hint-breakthrough = 말이 떠나는 칸과 가는 칸을 쓰세요 (예: `b2-b3` 또는 `c4xd5`)
refusal-hint-one-site = 자리 하나를 쓰세요 (예: `e5`)
refusal-hint-two-sites = 자리 2개를 쓰세요 (예: `d4 e5`)
refusal-hint-two-sites-or-replace = 자리 2개를 쓰거나 (예: `d4 e5`), 자리 하나와 교체할 돌을 쓰세요 (예: `d4 xe5`)
refusal-hint-wrong-game = { $kind }의 수 표기가 아닙니다
refusal-why-forward = 말은 앞으로 한 칸, 곧게 또는 대각선으로 움직입니다
refusal-why-different-sites = 돌 2개는 서로 다른 두 자리에 놓아야 합니다
refusal-why-own-piece = { $square }에는 내 말이 있습니다
refusal-why-straight-capture = { $square }에 말이 있는데, 곧게 가는 수로는 잡을 수 없습니다
refusal-why-nothing-to-capture = { $square }에는 잡을 말이 없으니 { JOSA($mv, "으로/로") } 쓰세요
refusal-stones-two = 돌 2개를 놓으세요 (예: `d4 e5`)
refusal-stones-two-or-replace = 돌 2개를 놓거나 (예: `d4 e5`), 돌 1개를 놓고 1개를 교체하세요 (예: `d4 xe5`)
refusal-stones-two-not-more = 돌은 2개만 놓으세요 (예: `d4 e5`)
refusal-stones-two-or-replace-not-more = 돌은 2개만 놓거나 (예: `d4 e5`), 1개를 놓고 1개를 교체하세요 (예: `d4 xe5`)
refusal-stones-opening = 백은 돌 1개로 시작합니다 (예: `e5`)
refusal-stones-one-replace = 교체는 돌 1개만 할 수 있습니다 (예: `d4 xe5`)
refusal-stones-with-replacement = 교체할 때도 돌 1개는 놓아야 합니다 (예: `d4 xe5`)
refusal-stones-only-one = 교체할 때는 돌을 1개만 놓으세요 (예: `d4 xe5`)
refusal-stones-last-site = 빈 자리가 하나만 남았습니다: 돌 1개를 `{ $site }`에 놓으세요

## 제한 시간 표기
refusal-time-duration = 시간 길이로 읽을 수 없습니다(입력: `{ $text }`). 숫자와 단위를 쓰세요. 단위는 `m`(분), `h`(시간), `d`(일)이고 이어 쓸 수 있습니다 (`3d`, `36h`, `2d3h`)
refusal-time-clock = 제한 시간으로 읽을 수 없습니다(입력: `{ $text }`). `3d`(한 수에 3일) 또는 `3d+1d`(보유 시간 3일, 수마다 1일 추가)처럼 쓰세요
refusal-time-range = 제한 시간은 1시간부터 60일까지여야 합니다 (입력: `{ $text }`)
refusal-time-increment = `{ $clock }`에서 증가 시간은 1분 이상, 보유 시간({ $base }) 이하여야 합니다: 보유 시간은 처음 값보다 늘어나지 않으므로 그보다 큰 증가 시간은 쓰일 일이 없습니다
refusal-move-latin = 대국 #{ $game }에서 { JOSA($typed, "은/는") } 수가 아닙니다: 수는 영문자와 숫자로 씁니다 (예: { $example }). 한/영 전환을 확인해 보세요.

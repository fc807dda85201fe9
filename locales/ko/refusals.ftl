# 거절: 무엇이 잘못됐고 어떻게 하면 되는지. 명령한 사람에게만 보입니다.
# 용어: 대국 (game), 수 (move), 말 (piece), 돌 (stone), 칸 (site/square), 교체 (replacement),
# 가로줄 (rank), 세로줄 (file), 시간 규칙 (clock), 시간 은행 (bank), 증가분 (increment).
refusal-bad-game-ref = { $typed }은(는) 대국 번호가 아닙니다. 대국에 표시된 번호(예: `12`)를 쓰세요. `/games`로 목록을 볼 수 있습니다.
refusal-unknown-game = 여기에는 대국 #{ $game }이(가) 없습니다. `/games`로 이 채널의 대국과 내 대국을 볼 수 있습니다.
refusal-not-a-player = 대국 #{ $game }의 대국자가 아닙니다. 보기는 누구나 `/board game:{ $game }`로 할 수 있습니다.
refusal-not-your-turn = 대국 #{ $game }은(는) 당신 차례가 아닙니다: { $player } 차례입니다. 차례가 오면 알림이 갑니다.
refusal-wrong-channel = 대국 #{ $game }은(는) { $channel }에서 진행됩니다: 그곳에서 수를 두세요.
# $why: 문장의 나머지 (예: "is not finished: …").
refusal-illegal = 대국 #{ $game }에서 둘 수 없는 수입니다: { $error }. `/board game:{ $game }`로 국면을 볼 수 있고, `move` 옵션은 입력하는 동안 둘 수 있는 수를 제안합니다.
refusal-bad-days = 수마다 { $days }은(는) 안 됩니다: 1일에서 { $max } 사이로 고르세요.
refusal-bad-level = AI 레벨 { $level }은(는) 없습니다: { $min }(입문)에서 { $max }(최강) 사이로 고르세요.
refusal-self-challenge = 자기 자신에게는 도전할 수 없습니다. 다른 멤버에게 도전하거나 `/ai`로 AI와 두세요.
refusal-bot-challenge = 봇은 대국할 수 없습니다. 사람에게 도전하거나, { $bot }(Breaker의 AI)에게 도전하거나, `/ai`를 쓰세요.
refusal-not-challenged = 대국 #{ $game }은(는) { $player }만 수락할 수 있습니다: 그 사람에게 온 도전입니다. 직접 도전하려면 `/challenge`를 쓰세요.
refusal-position-changed = 명령이 도착하는 사이에 국면이 바뀌었습니다: 보드를 다시 보고(`/board game:{ $game }`) 다시 시도하세요.
refusal-unknown-button = 이 버튼은 더 이상 작동하지 않습니다. 해당 명령을 대신 쓰세요.

## 보드 크기
refusal-bad-size = 지원하지 않는 보드 크기: { $detail }. { $kind }의 크기는 { $help }입니다. 생략하면 { $default }입니다.
refusal-bad-size-other = { $why }. { $kind }의 크기는 { $help }입니다. 생략하면 { $default }입니다.
refusal-size-help = { $kind ->
    [breach] 5에서 19 사이의 숫자 하나(예: 10)
   *[other] 가로 x 세로, 2x4에서 16x16까지(예: 8x8)
}
refusal-size-breach-range = 브리치는 { $min }에서 { $max } 보드에서 둡니다. { $size }은(는) 안 됩니다
refusal-size-breakthrough-range = { $size }: 브레이크스루 보드는 가로 { $min_width }~{ $max_width }줄, 세로 { $min_height }~{ $max_height }줄입니다
refusal-size-breakthrough-syntax = `{ $size }`: 크기는 가로 x 세로로 쓰세요(예: 8x8)
refusal-size-breach-square = `{ $size }`: 브리치 보드는 정사각형입니다: 5에서 19 사이의 숫자 하나(예: 10)
refusal-size-breach-syntax = `{ $size }`: 브리치 크기는 5에서 19 사이의 숫자 하나입니다(예: 10)
refusal-size-too-large = { $size }: 보드는 최대 { $max }입니다
refusal-unknown-game-kind = { $game }은(는) 게임이 아닙니다. 게임은 브레이크스루와 브리치입니다
refusal-position-text = 잘못된 국면 표기: { $detail }

## 수
refusal-move-syntax = `{ $text }`은(는) 수가 아닙니다: { $hint }
refusal-move-off-board = { $square }은(는) { $board } 보드 밖입니다
refusal-move-occupied = { $square }은(는) 비어 있지 않습니다
refusal-move-no-piece = { $square }에 { $color ->
    [white] 백
   *[other] 흑
} { $thing ->
    [stone] 돌
   *[other] 말
}이 없습니다
refusal-move-illegal = { $mv }은(는) 둘 수 없는 수입니다: { $why }
refusal-move-no-replacement = 돌 교체는 상대가 새 기록을 세운 직후에만 할 수 있습니다
refusal-move-game-over = 대국이 끝났습니다
refusal-hint-both = { $hint }; { $extra }
refusal-hint-site = 칸은 글자 하나와 숫자입니다
refusal-hint-x = `x`는 교체할 돌 바로 앞에 씁니다
refusal-hint-breakthrough = 말이 떠나는 칸과 가는 칸을 쓰세요(예: `b2-b3` 또는 `c4xd5`)
refusal-hint-one-site = 칸 하나를 쓰세요(예: `e5`)
refusal-hint-two-sites = 칸 2개를 쓰세요(예: `d4 e5`)
refusal-hint-two-sites-or-replace = 칸 2개(예: `d4 e5`), 또는 칸 하나와 교체할 돌(예: `d4 xe5`)을 쓰세요
refusal-hint-wrong-game = { $kind }의 수가 아닙니다
refusal-why-forward = 말은 앞으로 한 칸, 곧게 또는 대각선으로 움직입니다
refusal-why-different-sites = 돌 2개는 서로 다른 칸 2곳에 놓으세요
refusal-why-own-piece = { $square }에 내 말이 있습니다
refusal-why-straight-capture = 곧은 수로는 잡을 수 없는데 { $square }이(가) 차 있습니다
refusal-why-nothing-to-capture = { $square }에는 잡을 것이 없습니다. { $mv }(으)로 쓰세요
refusal-stones-two = 돌 2개를 놓으세요(예: `d4 e5`)
refusal-stones-two-or-replace = 돌 2개를 놓거나(예: `d4 e5`), 돌 1개를 놓고 1개를 교체하세요(예: `d4 xe5`)
refusal-stones-two-not-more = 돌 2개를 놓으세요(예: `d4 e5`). 그 이상은 안 됩니다
refusal-stones-two-or-replace-not-more = 돌 2개를 놓거나(예: `d4 e5`), 돌 1개를 놓고 1개를 교체하세요(예: `d4 xe5`). 그 이상은 안 됩니다
refusal-stones-opening = 백은 돌 1개로 시작합니다(예: `e5`)
refusal-stones-one-replace = 교체는 돌 1개만 할 수 있습니다(예: `d4 xe5`)
refusal-stones-with-replacement = 교체와 함께 돌 1개도 놓으세요(예: `d4 xe5`)
refusal-stones-only-one = 교체할 때는 돌 1개만 놓으세요(예: `d4 xe5`)
refusal-stones-last-site = 빈 칸이 1개만 남았습니다: 돌 1개를 놓으세요, `{ $site }`

## 시간 규칙
refusal-time-duration = `{ $text }`은(는) 시간 길이가 아닙니다: 숫자와 단위 m, h, d를 쓰세요. 섞어 쓸 수 있습니다(`3d`, `36h`, `2d3h`)
refusal-time-clock = `{ $text }`은(는) 시간 규칙이 아닙니다: `3d`(수마다 일수) 또는 `3d+1d`(수마다 하루씩 늘어나는 은행)로 쓰세요
refusal-time-range = 시간 규칙의 시간은 1시간에서 60일 사이여야 합니다. `{ $text }`은(는) 안 됩니다
refusal-time-increment = `{ $clock }`에서 증가분은 1분 이상, 은행({ $base }) 이하여야 합니다: 은행은 처음 값보다 커지지 않으므로 더 큰 증가분은 쓰일 수 없습니다

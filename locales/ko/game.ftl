# 대국: 도전, 수, 보드, 기권, 무르기, 추가 시간, 리플레이, 기보.
# 용어: 대국 (game), 수 (move), 턴 (Breach turn), 도전 (challenge), 수락/거절 (accept/decline),
# 기권 (resign), 무르기 (takeback), 시간 규칙 (clock), 시간 은행 (bank), 기한 (deadline),
# AI (AI), 레이팅/친선 대국 (rated/casual), 리플레이 (replay GIF), 기보 (record),
# 휴가 (vacation), 가로줄 (rank), 마커 (marker).

## 공통 문구
phrase-title = #{ $game } { $kind } { $size }
phrase-next-move = { $kind ->
    [breach] { $number }번째 턴
   *[other] { $number }번째 수
}
phrase-to-move = { $side ->
    [white] 백 차례
   *[other] 흑 차례
} · { $kind ->
    [breach] { $number }번째 턴
   *[other] { $number }번째 수
}
phrase-draw = 무승부
phrase-win-far-row = { $winner } 승: 말이 { $rank }번째 가로줄에 도달
phrase-win-all-captured = { $winner } 승: { $loser ->
    [white] 백
   *[other] 흑
}의 말이 모두 잡힘
phrase-win-board-full = { $winner } 승: 보드가 가득 참, 마커 { $marker } 대 { $other_marker }
phrase-win-record = { $winner } 승: { $size }줄 기록이 트랙 끝에 도달
phrase-win-resignation = { $winner } 승: { $loser } 기권
phrase-win-timeout = { $winner } 승: { $loser } 시간패
phrase-win-adjudication = { $winner } 승: 운영진 판정
phrase-win-other = { $winner } 승
phrase-voided = 운영진이 무효 처리: 결과 없음
phrase-aborted = 중단됨: { $side }이(가) 한 수도 두지 않음, 결과 없음
phrase-expired = 도전 만료
phrase-declined = 도전 거절됨
phrase-over = 종료
phrase-player = { $player } ({ $side })
phrase-clock = { $clock } (수마다 { $base })
phrase-clock-increment = { $clock } (은행 { $base }, 수마다 +{ $increment })
phrase-due = , 기한 { $time }

## /board
board-status-away = { $status } · { $player } { $date }까지 휴가 중
board-bad-view = { $view }은(는) 볼 수 있는 쪽이 아닙니다: `view:white` 또는 `view:black`을 쓰세요.
board-state-pending = { $player }의 수락을 기다리는 중
board-state-expired = 도전 만료
board-state-declined = 도전 거절됨
board-state-active = { $player } 차례 · { $next }
board-state-active-due = { $player } 차례 · { $next } · 기한 { $time }
board-state-finished = **{ $result }**
board-post = **{ $game }** · { $white } 대 { $black } · { $state }
board-post-last-move = **{ $game }** · { $white } 대 { $black } · { $state } · 마지막 수 { $last }

## /move
play-played = **{ $game }** · { $player }의 수: **{ $mv }**.
play-result-win = { $played } **{ $result }.** { $winner }이(가) { $loser }에게 승리.
play-result = { $played } **{ $result }.**
play-ai-thinking = { $played } { $bot }이(가) 생각 중…
play-ai-queued = { $played } { $bot }이(가) 바쁩니다: 대국이 AI 대기열에 있습니다 (앞에 { $ahead }개). AI가 비는 대로 수를 둡니다.
play-your-move = { $played } { $player } ({ $side }), 당신 차례입니다{ $due }.
play-not-started = 대국 #{ $game }은(는) 아직 시작되지 않았습니다: { $player }이(가) 아직 수락하지 않았습니다.
play-game-over = 대국 #{ $game }은(는) 끝났습니다.
play-game-declined = 대국 #{ $game }은(는) 거절되었습니다.

## /resign
resign-confirm = { $opponent } 상대의 **{ $game }**에서 기권할까요? 되돌릴 수 없습니다: 확인하려면 기권을 누르세요.
resign-post = **{ $game }** · { $player } 기권. **{ $result }.** { $winner }이(가) { $loser }에게 승리.

## /moretime
more-time-bad-days = 한 번에 1일에서 { $max }일까지 줄 수 있습니다. { $days }일은 안 됩니다.
more-time-your-move = 대국 #{ $game }은(는) 당신 차례입니다: 추가 시간은 상대만 줄 수 있습니다. `/move`로 수를 두세요.
more-time-used-up = 대국 #{ $game }은(는) 이미 받을 수 있는 최대 추가 시간(7일)을 받았습니다.
more-time-at-most = 대국 #{ $game }의 추가 시간은 모두 합쳐 최대 7일입니다. 이미 { $given }을(를) 받았으니 최대 { $left } 더 줄 수 있습니다.
more-time-no-deadline = 대국 #{ $game }에는 연장할 기한이 없습니다.
more-time-given = **{ $game }** · { $giver }이(가) { $player } ({ $side })에게 **{ $days }일 추가**: 이제 시간은 { $time } 끝납니다. 이 대국의 추가 시간: 7일 중 { $total }.
more-time-given-paused = **{ $game }** · { $giver }이(가) { $player } ({ $side })에게 **{ $days }일 추가**: 대국이 휴가로 멈춰 있습니다. 재개되면 { $player }에게 { $left }이(가) 남습니다. 이 대국의 추가 시간: 7일 중 { $total }.

## 대국 찾기
lookup-none-to-play = 이 채널에 진행 중인 대국이 없습니다. `/challenge`(또는 `/ai`)로 시작하세요. `/games`로 내 대국을 볼 수 있습니다.
lookup-none-to-accept = 이 채널에서 당신에게 온 도전이 없습니다. `/games`로 내 대국을 볼 수 있습니다.
lookup-none-to-decline = 이 채널에 열린 도전이 없습니다. `/games`로 내 대국을 볼 수 있습니다.
lookup-none-to-view = 이 채널에 진행 중인 대국이 없습니다. `/challenge`로 시작하거나 `game:`으로 대국을 지정하세요.
lookup-several = 해당하는 대국이 여럿입니다. `game:`으로 지정하세요:
lookup-several-game = { $game }: { $white } 대 { $black }

## /challenge, /ai, /accept, /decline
challenge-bad-clock = { $error }. 프리셋: { $presets }.
challenge-ai-unrated = AI와의 대국은 레이팅에 반영되지 않습니다. { $bot }와(과) 두려면 `rated:true`를 빼거나, 레이팅 대국은 사람에게 도전하세요.
challenge-rated-in-dm = 레이팅 대국은 서버 레이팅에 반영되므로 DM이 아니라 서버 채널에서 둡니다. 그곳에서 `rated:true`로 도전하거나 여기서는 빼세요.
challenge-too-many = 이미 열린 도전이 { $count }개 있습니다: 한 사람당 { $max }개까지입니다. 하나가 수락되거나 거절될 때까지 기다리거나, 하나를 철회한 뒤(`/decline game:ID`는 내 도전에도 쓸 수 있고 `/games`가 목록을 보여 줍니다) 다시 도전하세요.
challenge-invite = { $opponent }, { $challenger }이(가) **{ $rated ->
    [rated] 레이팅 { $kind } { $size }
   *[other] { $kind } { $size }
}** 대국을 신청했습니다 (대국 `{ $game }`): { $challenger }은(는) { $side }, 당신은 { $other_side }, 시간 규칙 { $clock }. 아래에서 수락하거나 거절하세요. 기한: { $until }.
challenge-ai-thinking = { $bot }이(가) 생각 중…
challenge-ai-queued = { $bot }이(가) 바쁩니다: 대국이 AI 대기열에 있습니다 (앞에 { $ahead }개). AI가 비는 대로 수를 둡니다.
challenge-ai-your-move = { $player }, 당신 차례입니다: `/move`{ $due }.
challenge-ai-begins = **{ $game }** 시작: { $white } 대 { $black }, AI 레벨 { $level }. { $next }
challenge-begins = **{ $game }** 시작: { $white } 대 { $black }, 시간 규칙 { $clock }.{ $rated ->
    [rated] {" "}레이팅 대국.
   *[other] {""}
} { $player }, 당신 차례입니다: `/move`{ $due }.
challenge-declined = { $challenged }이(가) { $challenger }의 도전을 거절했습니다 (대국 `{ $game }`).
challenge-withdrawn = { $challenger }이(가) { $challenged }에게 한 도전을 철회했습니다 (대국 `{ $game }`).
challenge-already-started = 대국 #{ $game }은(는) 이미 시작되었습니다.

## /takeback
takeback-rated = 대국 #{ $game }은(는) 레이팅 대국입니다: 무르기는 친선 대국에서만 됩니다.
takeback-already-asked = 대국 #{ $game }에서 이미 무르기를 요청했습니다: { $opponent }이(가) 아직 답하지 않았습니다.
takeback-opponent-asked = 대국 #{ $game }에서 { $opponent }이(가) 이미 무르기를 요청했습니다: `/takeback answer:accept` 또는 `/takeback answer:decline`으로 답하세요.
takeback-nothing = 대국 #{ $game }에서 무를 수 있는 내 수가 없습니다.
takeback-ai-refuses = 레벨 { $level }의 { $bot }은(는) 무르기를 허락하지 않습니다 (레벨 1~{ $max }만 허락). 계속 두거나 `/resign`으로 기권하세요.
takeback-asks = **{ $game }** · { $player }이(가) **{ $mv }** 수를 무르자고 요청합니다. { $opponent }, 수락하시겠습니까? (`/takeback answer:accept` 또는 `/takeback answer:decline`. 수를 두면 요청은 취소됩니다.)
takeback-asks-with-reply = **{ $game }** · { $player }이(가) **{ $mv }** 수와 응수 **{ $reply }**을(를) 무르자고 요청합니다. { $opponent }, 수락하시겠습니까? (`/takeback answer:accept` 또는 `/takeback answer:decline`. 수를 두면 요청은 취소됩니다.)
takeback-no-request = 대국 #{ $game }에는 답할 무르기 요청이 없습니다. `/takeback`으로 요청하세요.
takeback-own-request = 직접 요청한 무르기입니다: { $player }이(가) 결정합니다.
takeback-not-yours = 대국 #{ $game }의 무르기 요청에는 { $player }만 답할 수 있습니다.
takeback-declined = **{ $game }** · { $player }이(가) { $asker }의 무르기를 거절했습니다: 수는 그대로입니다.
takeback-took-back = **{ $game }** · { $player }이(가) **{ $mv }** 수를 물렀습니다{ $agreed ->
    [ai] {" "}({ $bot } 동의)
   *[other] {""}
}. { $next }
takeback-took-back-with-reply = **{ $game }** · { $player }이(가) **{ $mv }** 수와 응수 **{ $reply }**을(를) 물렀습니다{ $agreed ->
    [ai] {" "}({ $bot } 동의)
   *[other] {""}
}. { $next }
takeback-next-ai = { $bot }이(가) 생각 중…
takeback-next-player = { $player }, 당신 차례입니다{ $due }.

## AI의 수
ai-search-failed = **{ $game }** · { $bot }이(가) 수를 두지 못했습니다: 탐색이 두 번 실패했습니다. { $player }, 대국은 열린 채로 남습니다. { $bot }은(는) 재시작할 때 다시 시도하며, `/board`로 국면을 볼 수 있습니다.
ai-queue-full = { $bot }이(가) 바쁩니다: 지금 AI 대기열에 요청이 { $count }개 있어서 { $undone ->
    [move] 수를 두지 않았습니다
    [game] 대국을 시작하지 않았습니다
    [hint] 힌트를 주지 않았습니다
   *[other] 아무것도 하지 않았습니다
}. 1분 뒤에 다시 시도하세요.
ai-too-many-games = { $bot }와(과) 진행 중인 대국이 { $count }판 있습니다: 먼저 하나를 끝내거나 기권하세요(`/games`). 한 사람당 { $max }판까지입니다.

## /replay
replay-too-many = 지금 리플레이 { $count }개를 만드는 중이며, 이것이 Breaker의 대기 한도입니다: 1분 뒤에 다시 요청하세요. 아무것도 바뀌지 않았습니다.
replay-queued = **{ $game }**의 리플레이를 만드는 중입니다 (앞에 { $ahead }개): 준비되면 여기에 올라옵니다.
replay-post = **{ $game }**의 리플레이: { $white } 대 { $black }, { $length }.
replay-no-moves = { $kind ->
    [breach] 아직 턴 없음
   *[other] 아직 수 없음
}
replay-count-turns = { $count }턴

## /export
export-post = **{ $game }**의 기보: { $white } 대 { $black }.

## 버튼
button-accept = 수락
button-decline = 거절
button-resign = 기권
button-takeback-accept = 무르기 수락
button-takeback-decline = 무르기 거절

## 자동 완성
choice-game = { $game } · { $white } 대 { $black } · { $state ->
    [challenge] 도전
    [yours] 내 차례
   *[theirs] 상대 차례
}

## 대국 스레드
thread-name = #{ $game } { $white } 대 { $black }

## 명령 속도 제한
rate-too-fast = 명령을 너무 빨리 보내고 있습니다: { $wait }초 뒤에 다시 시도하세요 ({ $window }초마다 최대 { $limit }개). 아무것도 바뀌지 않았습니다.

## 콘솔이 읽는 옵션 값
challenge-bad-color = { $typed }은(는) 색이 아닙니다: `white`(백), `black`(흑), `random`(무작위) 중에서 고르세요.
command-rate-bad = { $typed }은(는) 명령 빈도가 아닙니다: 개수/초 형식으로 쓰세요(예: `10/10s`).

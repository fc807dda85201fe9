# 대국: 시작, 수 두기, 보드, 기권, 무르기, 시간 연장, 리플레이, 기보.
# (src/service/ phrases.rs, board.rs, play.rs, challenge.rs, resign.rs, takeback.rs,
# more_time.rs, lookup.rs, ai.rs, replay.rs, export.rs, buttons.rs, autocomplete.rs,
# thread.rs, command_rate.rs)
# 용어: 대국 (game), 수 (move), 턴 (브리치의 turn), 차례 (누구 차례), 도전 (challenge),
# 수락/거절 (accept/decline), 기권 (resign), 무르기 (takeback), 제한 시간 (clock),
# 보유 시간 (bank), 증가 시간 (increment), 시간 연장 (more time), 기한 (deadline),
# 레이팅 대국/친선 대국 (rated/casual), 리플레이 (replay GIF), 기보 (record), 가로줄 (rank).
# 대국자 표시는 "백 @민수"처럼 색을 이름 앞에 둔다 (phrase-player).

## 공통 문구 (phrases.rs)
phrase-title = #{ $game } { $kind } { $size }
phrase-next-move = { $kind ->
    [breach] { $number }턴째
   *[other] { $number }수째
}
phrase-to-move = { $side ->
    [white] 백
   *[other] 흑
} 차례 · { $kind ->
    [breach] { $number }턴째
   *[other] { $number }수째
}
phrase-draw = 무승부
phrase-win-far-row = { $winner } 승: 말이 { $rank }번째 가로줄에 도달
phrase-win-all-captured = { $winner } 승: { $loser ->
    [white] 백
   *[other] 흑
} 말을 모두 잡음
phrase-win-board-full = { $winner } 승: 보드가 가득 참 (마커 { $marker } 대 { $other_marker })
phrase-win-record = { $winner } 승: 돌 { $size }개짜리 줄이 점수 트랙 끝에 도달
phrase-win-resignation = { $winner } 승: { $loser } 기권
phrase-win-timeout = { $winner } 승: { $loser } 시간패
phrase-win-adjudication = { $winner } 승: 운영진 판정
phrase-win-other = { $winner } 승
phrase-voided = 운영진이 무효 처리: 결과 없음
phrase-aborted = 무산: { JOSA($side, "이/가") } 한 수도 두지 않아 결과 없음
phrase-expired = 도전 기한 만료
phrase-declined = 도전 거절됨
phrase-over = 종료
phrase-player = { $side } { $player }
phrase-clock = { $clock } (수마다 { $base })
phrase-clock-increment = { $clock } (보유 시간 { $base }, 수마다 { $increment } 추가)
phrase-due = {" "}(기한: { $time })

## /board (board.rs)
board-status-away = { $status } · { $player } 님 { $date }까지 휴가
board-bad-view = { JOSA($view, "은/는") } 보는 방향이 아닙니다: `view:white`와 `view:black` 중 하나를 쓰세요.
board-state-pending = { $player } 님의 수락을 기다리는 중
board-state-expired = 도전 기한 만료
board-state-declined = 도전 거절됨
board-state-active = { $player } 님 차례 · { $next }
board-state-active-due = { $player } 님 차례 · { $next } · 기한 { $time }
board-state-finished = **{ $result }**
board-post = **{ $game }** · { $white } 대 { $black } · { $state }
board-post-last-move = **{ $game }** · { $white } 대 { $black } · { $state } · 마지막 수 { $last }

## /move (play.rs)
play-played = **{ $game }** · { $player } 님의 수: **{ $mv }**.
play-result-win = { $played } **{ $result }.** { $winner } 님이 { $loser } 님을 이겼습니다.
play-result = { $played } **{ $result }.**
play-ai-thinking = { $played } { $bot } 님이 생각하는 중입니다…
play-ai-queued = { $played } { $bot } 님이 바쁩니다: 이 대국은 AI 대기열에 있습니다 (앞에 { $ahead }건). AI가 비는 대로 수를 둡니다.
play-your-move = { $played } { $side } { $player } 님, 둘 차례입니다{ $due }.
play-not-started = 대국 #{ JOSA($game, "은/는") } 아직 시작되지 않았습니다: { $player } 님이 아직 수락하지 않았습니다.
play-game-over = 대국 #{ JOSA($game, "은/는") } 이미 끝났습니다.
play-game-declined = 대국 #{ $game } 도전은 거절되었습니다.

## /resign (resign.rs)
resign-confirm = { $opponent } 님과 두는 **{ $game }** 대국에서 기권할까요? 되돌릴 수 없습니다. 확인하려면 기권 버튼을 누르세요.
resign-post = **{ $game }** · { $player } 님이 기권했습니다. **{ $result }.** { $winner } 님이 { $loser } 님을 이겼습니다.

## /moretime (more_time.rs)
more-time-bad-days = 한 번에 1일부터 { $max }일까지 연장할 수 있습니다 ({ $days }일은 안 됩니다).
more-time-your-move = 대국 #{ $game }에서 지금 둘 차례입니다: 시간 연장은 상대만 해 줄 수 있습니다. `/move` 명령으로 수를 두세요.
more-time-used-up = 대국 #{ JOSA($game, "은/는") } 이미 한 대국에서 받을 수 있는 최대 연장 시간(7일)을 모두 받았습니다.
more-time-at-most = 대국 #{ $game }에서는 모두 합쳐 최대 7일까지 시간을 연장할 수 있습니다. 이미 { JOSA($given, "을/를") } 연장했으므로 남은 한도는 { $left }입니다.
more-time-no-deadline = 대국 #{ $game }에는 연장할 기한이 없습니다.
more-time-given = **{ $game }** · { $giver } 님이 { $side } { $player } 님의 시간을 **{ $days }일 연장**했습니다: 이제 기한은 { $time }입니다. 이 대국의 누적 연장: 7일 중 { $total }.
more-time-given-paused = **{ $game }** · { $giver } 님이 { $side } { $player } 님의 시간을 **{ $days }일 연장**했습니다: 대국은 휴가로 멈춰 있으며, 다시 진행되면 { $player } 님에게 { JOSA($left, "이/가") } 남습니다. 이 대국의 누적 연장: 7일 중 { $total }.

## 명령이 가리키는 대국 찾기 (lookup.rs)
lookup-none-to-play = 이 채널에 진행 중인 대국이 없습니다. `/challenge` 명령(또는 `/ai` 명령)으로 시작하세요. 내 대국 목록은 `/games` 명령으로 볼 수 있습니다.
lookup-none-to-accept = 이 채널에서 받은 도전이 없습니다. 내 대국 목록은 `/games` 명령으로 볼 수 있습니다.
lookup-none-to-decline = 이 채널에 열려 있는 도전이 없습니다. 내 대국 목록은 `/games` 명령으로 볼 수 있습니다.
lookup-none-to-view = 이 채널에 진행 중인 대국이 없습니다. `/challenge` 명령으로 시작하거나 `game:` 옵션으로 대국을 지정하세요.
lookup-several = 해당하는 대국이 여러 개입니다. `game:` 옵션으로 하나를 고르세요:
lookup-several-game = { $game }: { $white } 대 { $black }

## /challenge, /ai, /accept, /decline (challenge.rs)
challenge-bad-clock = { $error }. 자주 쓰는 값: { $presets }.
challenge-ai-unrated = AI와의 대국은 레이팅에 반영되지 않습니다. { $bot } 님과 두려면 `rated:true` 옵션을 빼고, 레이팅 대국을 원하면 사람에게 도전하세요.
challenge-no-thread-permission = Breaker는 이 채널에서 스레드를 열 수 없습니다 (이 채널에 공개 스레드 만들기와 스레드에서 메시지 보내기 권한이 필요합니다). `thread:true` 옵션 없이 다시 도전하거나, 운영진에게 Breaker에 그 권한을 달라고 하세요. 대국은 시작되지 않았습니다.
challenge-too-many = 이미 열린 도전이 { $count }개 있습니다: 한 사람당 { $max }개까지입니다. 도전이 수락되거나 거절될 때까지 기다리거나, 하나를 철회한 뒤 다시 도전하세요 (`/decline game:ID` 명령은 내가 보낸 도전에도 쓸 수 있고, 목록은 `/games` 명령으로 볼 수 있습니다).
challenge-invite = { $opponent } 님, { $challenger } 님이 도전합니다: **{ $kind } { $size }{ $rated ->
    [rated] {" "}레이팅 대국
   *[other] {""}
}** (대국 `{ $game }`). { $challenger } 님이 { $side }, { $opponent } 님이 { $other_side }이고 제한 시간은 { $clock }입니다. 아래 버튼으로 수락하거나 거절하세요 (기한: { $until }).
challenge-ai-thinking = { $bot } 님이 생각하는 중입니다…
challenge-ai-queued = { $bot } 님이 바쁩니다: 이 대국은 AI 대기열에 있습니다 (앞에 { $ahead }건). AI가 비는 대로 수를 둡니다.
challenge-ai-your-move = { $player } 님, 둘 차례입니다: `/move`{ $due }.
challenge-ai-begins = **{ $game }** 시작: { $white } 대 { $black }, AI 레벨 { $level }. { $next }
challenge-begins = **{ $game }** 시작: { $white } 대 { $black }, 제한 시간 { $clock }.{ $rated ->
    [rated] {" "}레이팅 대국입니다.
   *[other] {""}
} { $player } 님, 둘 차례입니다: `/move`{ $due }.
challenge-declined = { $challenged } 님이 { $challenger } 님의 도전을 거절했습니다 (대국 `{ $game }`).
challenge-withdrawn = { $challenger } 님이 { $challenged } 님에게 보낸 도전을 철회했습니다 (대국 `{ $game }`).
challenge-already-started = 대국 #{ JOSA($game, "은/는") } 이미 시작되었습니다.

## /takeback (takeback.rs)
takeback-rated = 대국 #{ JOSA($game, "은/는") } 레이팅 대국입니다: 무르기는 친선 대국에서만 할 수 있습니다.
takeback-already-asked = 대국 #{ $game }에서 이미 무르기를 요청했습니다: { $opponent } 님이 아직 답하지 않았습니다.
takeback-opponent-asked = 대국 #{ $game }에서 { $opponent } 님이 이미 무르기를 요청했습니다: `/takeback answer:accept` 또는 `/takeback answer:decline` 명령으로 답하세요.
takeback-nothing = 대국 #{ $game }에는 무를 수 있는 내 수가 없습니다.
takeback-ai-refuses = 레벨 { $level }의 { $bot } 님은 무르기를 받아 주지 않습니다 (레벨 1~{ $max }만 받아 줍니다). 계속 두거나 `/resign` 명령으로 기권하세요.
takeback-asks = **{ $game }** · { $player } 님이 **{ $mv }** 수를 무르자고 요청합니다. { $opponent } 님, 수락하시겠습니까? (`/takeback answer:accept` 또는 `/takeback answer:decline` 명령으로 답하세요. 그사이 수를 두면 요청은 취소됩니다.)
takeback-asks-with-reply = **{ $game }** · { $player } 님이 **{ $mv }** 수와 그 응수 **{ $reply }**, 두 수를 무르자고 요청합니다. { $opponent } 님, 수락하시겠습니까? (`/takeback answer:accept` 또는 `/takeback answer:decline` 명령으로 답하세요. 그사이 수를 두면 요청은 취소됩니다.)
takeback-no-request = 대국 #{ $game }에는 답할 무르기 요청이 없습니다. 무르기를 요청하려면 `/takeback` 명령을 쓰세요.
takeback-own-request = 직접 요청한 무르기입니다: 결정은 { $player } 님이 합니다.
takeback-not-yours = 대국 #{ $game }의 무르기 요청에는 { $player } 님만 답할 수 있습니다.
takeback-declined = **{ $game }** · { $player } 님이 { $asker } 님의 무르기 요청을 거절했습니다: 수는 그대로입니다.
takeback-took-back = **{ $game }** · { $player } 님이 **{ $mv }** 수를 물렀습니다{ $agreed ->
    [ai] {" "}({ $bot } 님 동의)
   *[other] {""}
}. { $next }
takeback-took-back-with-reply = **{ $game }** · { $player } 님이 **{ $mv }** 수와 그 응수 **{ $reply }**, 두 수를 물렀습니다{ $agreed ->
    [ai] {" "}({ $bot } 님 동의)
   *[other] {""}
}. { $next }
takeback-next-ai = { $bot } 님이 생각하는 중입니다…
takeback-next-player = { $player } 님, 둘 차례입니다{ $due }.

## AI의 수 (ai.rs)
ai-search-failed = **{ $game }** · { $bot } 님이 수를 두지 못했습니다: 탐색이 두 번 실패했습니다. { $player } 님, 대국은 그대로 열려 있습니다. { $bot } 님은 다시 시작할 때 한 번 더 시도하며, 국면은 `/board` 명령으로 볼 수 있습니다.
ai-queue-full = { $bot } 님이 바쁩니다: 지금 AI 대기열에 요청이 { $count }건 있어서 { $undone ->
    [move] 보낸 수는 반영되지 않았습니다
    [game] 대국을 시작하지 않았습니다
    [hint] 힌트를 드리지 못했습니다
   *[other] 아무것도 하지 않았습니다
}. 1분 뒤에 다시 시도하세요.
ai-too-many-games = { $bot } 님과 진행 중인 대국이 이미 { $count }판 있습니다: 먼저 하나를 끝내거나 기권하세요 (`/games`). 한 사람당 { $max }판까지입니다.

## /replay (replay.rs)
replay-too-many = 지금 리플레이 { $count }개를 만들고 있어 Breaker의 대기열이 가득 찼습니다: 1분 뒤에 다시 요청하세요. 아무것도 바뀌지 않았습니다.
replay-queued = **{ $game }** 리플레이를 만들고 있습니다 (앞에 { $ahead }건): 준비되면 여기에 올립니다.
replay-post = **{ $game }** 리플레이: { $white } 대 { $black }, { $length }.
replay-no-moves = { $kind ->
    [breach] 아직 둔 턴 없음
   *[other] 아직 둔 수 없음
}
replay-count-turns = { $count }턴

## /export (export.rs)
export-post = **{ $game }** 기보: { $white } 대 { $black }.

## 버튼 (buttons.rs)
button-accept = 수락
button-decline = 거절
button-resign = 기권
button-takeback-accept = 무르기 수락
button-takeback-decline = 무르기 거절

## 자동 완성 선택지 (autocomplete.rs)
choice-game = { $game } · { $white } 대 { $black } · { $state ->
    [challenge] 도전
    [yours] 내 차례
   *[theirs] 상대 차례
}

## 대국 스레드 (thread.rs)
thread-name = #{ $game } { $white } 대 { $black }

## 명령 속도 제한 (command_rate.rs)
rate-too-fast = 명령을 너무 빨리 보내고 있습니다: 잠시 멈췄다가 { $wait }초 뒤에 다시 시도하세요 ({ $window }초마다 최대 { $limit }개). 아무것도 바뀌지 않았습니다.

## 콘솔이 읽는 옵션 값
challenge-bad-color = { JOSA($typed, "은/는") } 색이 아닙니다: `white`(백), `black`(흑), `random`(무작위) 중에서 고르세요.
command-rate-bad = { JOSA($typed, "은/는") } 명령 빈도가 아닙니다: 개수/초 형식으로 쓰세요 (예: `10/10s`).

# Breaker가 답으로만 글을 올릴 수 있는 곳(사용자 설치로 쓰는 DM, 그룹 DM, Breaker가 없는 서버)의
# 수 두기 버튼과 그 버튼이 여는 입력 창 (창 제목과 입력란 이름은 45자까지).
button-move = 수 두기
move-form-title = 대국 #{ $game }: 수 두기
move-form-field = 둘 수 (예: b2-b3)

# 요청한 사람만 봅니다; $count: 기보에 주석으로 넣은 내 메모 수.
export-notes = **{ $game }** 기보: { $white } 대 { $black }. { $count ->
        [0] 이 대국에 남긴 메모가 없어 주석은 없습니다
       *[other] 내 메모 { $count }개를 주석으로 넣었습니다
    }. 이 기보는 나만 볼 수 있습니다.

# 통신 대국: 휴가, 알림과 그 밖의 공지, `/notify`, 시간이 다 된 대국.
# 용어: 휴가 (vacation), 알림 (reminder), 공지 (notice), 시간패/시간승 (time forfeit),
# 대국 (game), 기한 (deadline), 무산 (aborted), 도전 (challenge), DM (direct message).

## 휴가 (`/vacation`)
vacation-already-until = 이미 { $until }까지 휴가 중입니다. 일찍 끝내려면 `/vacation end` 명령을 쓰세요.
vacation-none-left = 올해 남은 휴가가 없습니다 (이 서버에서는 1년에 { $allowance }, 모두 사용함). 휴가는 1월 1일에 다시 채워집니다.
vacation-at-least-one-day = 휴가는 최소 1일입니다: `/vacation start days:1`.
# $asked: count-days; $left: 소수일 수 있는 일수 (9.5); $rest: 정수 일수.
vacation-too-many = { JOSA($asked, "을/를") } 요청했지만 올해 남은 휴가는 { $left }일뿐입니다. 남은 휴가를 모두 쓰려면 `/vacation start days:{ $rest }` 명령을 쓰세요.
vacation-already = 이미 휴가 중입니다. 일찍 끝내려면 `/vacation end` 명령을 쓰세요.
# $games: 이 서버에서 진행 중이던, 이제 멈추는 대국 수.
vacation-started = { $player } 님이 { $until }까지 **휴가 중**입니다: { $games ->
        [0] 이 서버에서 진행 중인 대국은 없습니다
       *[other] 이 서버에서 두던 대국 { $games }판이 멈추고, 상대의 시간도 함께 멈춥니다
    }. 그동안 알림도 시간패도 없습니다. 일찍 끝내려면 `/vacation end` 명령을 쓰세요. 이번 휴가를 빼면 올해 남은 휴가는 { $left }일입니다.
vacation-not-on = 휴가 중이 아닙니다. 휴가는 `/vacation start days:N` 명령으로 시작하고, 남은 휴가는 `/vacation` 명령으로 볼 수 있습니다.
vacation-days-left-now = 올해 남은 휴가는 { $left }일입니다.
vacation-days-left = 올해 남은 휴가는 { $left }일입니다 (이 서버에서는 1년에 { $allowance }일).
# 다이렉트 대국(Breaker와의 DM, DM과 그룹 DM)에 쓰는 같은 세 메시지: 서버와 따로 세는 휴가.
vacation-none-left-direct = 서버 밖 대국에 쓸 휴가가 올해는 남지 않았습니다 (1년에 { $allowance }, 모두 사용함). 휴가는 1월 1일에 다시 채워집니다.
vacation-started-direct = { $player } 님이 { $until }까지 **휴가 중**입니다: { $games ->
        [0] 서버 밖에서 진행 중인 대국은 없습니다
       *[other] 서버 밖에서 두던 대국 { $games }판이 멈추고, 상대의 시간도 함께 멈춥니다
    }. 그동안 알림도 시간패도 없습니다. 일찍 끝내려면 `/vacation end` 명령을 쓰세요. 이번 휴가를 빼면 올해 남은 휴가는 { $left }일입니다.
vacation-days-left-direct = 서버 밖 대국에 쓸 휴가가 올해 { $left }일 남았습니다 (1년에 { $allowance }일).
vacation-running = { $until }까지 휴가 중입니다: 일찍 끝내려면 `/vacation end` 명령을 쓰세요.
vacation-start-hint = `/vacation start days:N` 명령으로 이 서버의 내 대국을 모두 멈출 수 있습니다.
vacation-game-still-waits = 대국 #{ JOSA($game, "은/는") } 아직 멈춰 있습니다: { $opponent } 님이 { $until }까지 휴가 중입니다.
# $length: 시간 길이 (3일, 2일 4시간).
vacation-ended-nothing = { $player } 님의 휴가가 끝났습니다 (기간: { $length }).
vacation-ended = { $player } 님의 휴가가 끝났습니다: 대국 { $games }판이 다시 진행되며, 각 대국의 기한이 { $length }만큼 늦춰졌습니다.

## 대국 채널에 올라가는 공지
# $game: 대국 제목 (#12 브레이크스루 8x8); $color: 둘 차례인 색.
notice-reminder = { $player } 님, **{ $game }**에서 둘 차례입니다 ({ $color }). 남은 시간은 { $deadline }에 끝납니다.
# $late: 시간이 다 된 대국자 (색과 함께); $winner: 이긴 색.
notice-time-forfeit = **{ $game }** · { $late } 님의 시간이 다 되었습니다. **{ $winner } 시간승.** { $winner_player } 님이 { $loser_player } 님을 이겼습니다.
notice-aborted = **{ $game }** · { $late } 님이 기한 안에 첫 수를 두지 않아 **대국이 무산되었습니다**. 결과는 없습니다.
notice-expired = { $challenger } 님이 { $challenged } 님에게 보낸 도전(대국 `{ $game }`)이 응답 없이 만료되었습니다.
# Breaker가 꺼져 있어서 늦게 올라가는 공지: $notice가 그 공지다.
notice-offline = Breaker가 꺼져 있던 동안({ $at }) 밀린 공지입니다: { $notice }
too-late-time-ran-out = 너무 늦었습니다: 대국 #{ $game }의 시간은 { $at }에 이미 끝났고 대국은 종료되었습니다 (결과 게시물을 보세요). 아무것도 바뀌지 않았습니다.

## `/notify`
notify-dm-not-allowed = 이 서버는 DM 알림을 허용하지 않습니다 (운영진이 `reminder-dms:` 설정을 꺼 두었습니다). 알림은 계속 대국 채널로 갑니다.
notify-dm-on = 이제 알림이 DM으로도 갑니다 (끄려면 `/notify dm:off`). DM을 막아 두었더라도 대국 채널로는 계속 알림이 갑니다.
notify-dm-off = 이제 알림은 대국 채널로만 갑니다 (DM도 받으려면 `/notify dm:on`).

# DM으로 보낸 공지 끝에 붙는다: Breaker가 그 대국에는 답으로만 글을 올릴 수 있을 때.
notice-last-post = 이 대국의 마지막 게시물: { $link }

## `/conditional`: 조건부 수 (수순: 상대 수, 내 응수, 상대 수, 내 응수, …)
# $bot: Breaker의 AI (멘션).
conditional-ai-game = 대국 #{ $game }의 상대는 곧바로 응수하는 { $bot } 님입니다: 조건부 수는 사람과 두는 대국에서만 쓸 수 있습니다.
conditional-your-turn = 대국 #{ $game }에서 지금 둘 차례입니다: 조건부 수는 상대 차례일 때만 저장할 수 있습니다.
# $example: 이 국면의 수순 (코드).
conditional-empty = 수순은 쉼표로 구분해 상대 수, 내 응수, 상대 다음 수, … 순서로 적으세요: { $example }.
conditional-too-long = 수순 하나에는 { $max }수까지 적을 수 있는데, 이 수순은 { $count }수입니다. 아무것도 저장하지 않았습니다.
# $number: 수순에서의 순서 (1은 상대의 다음 수).
conditional-after-end = 수순대로 두면 { $number }번째 수 { JOSA($ply, "을/를") } 두기 전에 대국이 끝납니다. 아무것도 저장하지 않았습니다.
# $why: 그 수를 둘 수 없는 이유 (마침표 없는 짧은 문장: "c3은 비어 있지 않습니다").
conditional-illegal = 수순의 { $number }번째 수 { JOSA($ply, "은/는") } 그 국면에서 둘 수 없습니다: { $why }. 아무것도 저장하지 않았습니다.
conditional-odd = 수순은 내 수로 끝나야 합니다: { $last } 뒤에 내 응수를 덧붙이세요. 아무것도 저장하지 않았습니다.
# $mv: 두 수순이 기다리는 상대의 수; $yours, $answer: 두 응수.
conditional-contradicts = 이 수순은 { $mv }에 { JOSA($yours, "으로/로") } 응수하지만, 이미 저장한 수순 { JOSA($stored, "은/는") } 같은 수에 { JOSA($answer, "으로/로") } 응수합니다. 아무것도 저장하지 않았습니다. 저장한 수순은 `/conditional clear` 명령으로 지울 수 있습니다.
conditional-covered = 대국 #{ $game }에 저장한 수순에 { JOSA($line, "이/가") } 이미 들어 있습니다. 아무것도 저장하지 않았습니다.
conditional-too-many = 대국 #{ $game }에 저장한 수순이 이미 { $max }개입니다: 한 대국에 { $max }개까지 저장할 수 있습니다. 아무것도 저장하지 않았습니다.
conditional-added = 대국 #{ $game }에 수순을 저장했습니다 (나만 볼 수 있습니다): { $line }. 이 대국에 저장한 수순: { $count }개.
conditional-none = 대국 #{ $game }에 저장한 조건부 수가 없습니다.
# $tree: 기다리는 수와 응수, 이어지는 수는 들여쓰기.
conditional-list = 대국 #{ $game }에 저장한 조건부 수 (상대 수 → 내 응수):
    { $tree }
conditional-cleared = 대국 #{ $game }에 저장한 조건부 수순 { $count }개를 모두 지웠습니다.
# 조건부 수순이 둔 수의 게시물; $player: 멘션.
conditional-played = **{ $game }** · { $player } 님의 조건부 수: **{ $mv }**.
# 수순 주인에게 DM; $opponent: 멘션.
conditional-missed = **{ $game }**에 저장해 둔 조건부 수가 적용되지 않았습니다: { $opponent } 님이 둔 **{ $mv }** 수는 어느 수순에도 없었습니다. 조건부 수는 모두 지웠습니다.

## `/note`: 개인 메모
note-empty = `text:` 옵션에 메모를 적으세요.
note-too-long = 메모는 { $max }자까지 쓸 수 있는데, 이 메모는 { $count }자입니다. 아무것도 저장하지 않았습니다.
note-too-many = 대국 #{ $game }에 남긴 메모가 이미 { $max }개입니다: 한 대국에 { $max }개까지 남길 수 있습니다. 아무것도 저장하지 않았습니다.
# $ply: 메모를 쓸 때까지 둔 수 (0이면 첫 수 전).
note-added = 대국 #{ $game }에 메모를 남겼습니다 ({ $ply ->
        [0] 첫 수 전
       *[other] { $ply }수째 뒤
    }). 나만 볼 수 있습니다.
note-none = 대국 #{ $game }에 남긴 메모가 없습니다.
note-list = 대국 #{ $game }에 남긴 내 메모:
note-line = { $ply ->
        [0] 첫 수 전
       *[other] { $ply }수째 뒤
    }: { $text }
note-cleared = 대국 #{ $game }에 남긴 메모 { $count }개를 모두 지웠습니다.

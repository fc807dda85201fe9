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
vacation-running = { $until }까지 휴가 중입니다: 일찍 끝내려면 `/vacation end` 명령을 쓰세요.
vacation-start-hint = `/vacation start days:N` 명령으로 이 서버의 내 대국을 모두 멈출 수 있습니다.
vacation-game-still-waits = 대국 #{ JOSA($game, "은/는") } 아직 멈춰 있습니다: { $opponent } 님이 { $until }까지 휴가 중입니다.
# $length: 시간 길이 (3일, 2일 4시간).
vacation-ended-nothing = { $player } 님의 휴가가 끝났습니다 (기간: { $length }).
vacation-ended = { $player } 님의 휴가가 끝났습니다: 대국 { $games }판이 다시 진행되며, 각 대국의 기한이 { $length }만큼 늦춰졌습니다.
vacation-in-server = 휴가는 서버별로 적용됩니다: 서버 안에서 `/vacation` 명령을 쓰세요.

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

notice-last-post = 이 대국의 마지막 게시물: { $link }

# 통신 대국: 휴가, 알림(리마인더)과 그 밖의 공지, `/notify`, 시간 초과.
# 용어: 휴가 (vacation), 알림 (reminder), 공지 (notice), 시간패 (time forfeit), 대국 (game),
# 수 (move), 시간 규칙 (clock), 상대 (opponent), 도전 (challenge), DM (direct message), 서버 (server).

## 휴가 (`/vacation`)
vacation-already-until = 이미 { $until }까지 휴가 중입니다. `/vacation end`로 일찍 끝낼 수 있습니다.
vacation-none-left = 올해 남은 휴가가 없습니다 (이 서버에서 1년에 { $allowance }, 모두 사용함). 1월 1일에 다시 채워집니다.
vacation-at-least-one-day = 휴가는 최소 1일입니다: `/vacation start days:1`.
vacation-too-many = { $asked }을 요청했지만 올해 남은 휴가는 { $left }일뿐입니다. `/vacation start days:{ $rest }`로 남은 날을 모두 쓸 수 있습니다.
vacation-already = 이미 휴가 중입니다. `/vacation end`로 일찍 끝낼 수 있습니다.
vacation-started = { $player }님이 { $until }까지 **휴가 중**입니다: { $games ->
        [0] 이 서버에서 진행 중인 대국이 없습니다
       *[other] 이 서버의 대국 { $games }판이 기다립니다 (상대의 시계도 멈춥니다)
    }. 알림도 시간패도 없습니다. `/vacation end`로 일찍 끝낼 수 있으며, 이 휴가 뒤 올해 남은 휴가는 { $left }일입니다.
vacation-not-on = 휴가 중이 아닙니다. `/vacation start [days]`로 휴가를 시작하고, `/vacation`으로 남은 휴가를 볼 수 있습니다.
vacation-days-left-now = 올해 남은 휴가는 { $left }일입니다.
vacation-days-left = 올해 남은 휴가는 { $left }일입니다 (이 서버에서 1년에 { $allowance }일).
vacation-running = { $until }까지 휴가 중입니다: `/vacation end`로 일찍 끝낼 수 있습니다.
vacation-start-hint = `/vacation start days:N`으로 이 서버의 모든 대국을 멈출 수 있습니다.
vacation-game-still-waits = 대국 #{ $game }은 아직 기다립니다: { $opponent }님이 { $until }까지 휴가 중입니다.
vacation-ended-nothing = { $player }님의 휴가가 끝났습니다 (기간: { $length }).
vacation-ended = { $player }님의 휴가가 끝났습니다: 대국 { $games }판이 다시 진행되며, 각 기한이 { $length }만큼 미뤄졌습니다.
vacation-in-server = 휴가는 서버마다 따로입니다: 서버에서 `/vacation`을 사용하세요.

## 대국 채널에 올라가는 공지
notice-reminder = { $player }님, **{ $game }** 대국에서 둘 차례입니다 ({ $color }): { $deadline }에 시간이 끝납니다.
notice-time-forfeit = **{ $game }** · { $late }의 시간이 다 되었습니다. **{ $winner } 시간승.** { $winner_player }님이 { $loser_player }님을 이겼습니다.
notice-aborted = **{ $game }** · { $late }이(가) 제시간에 첫 수를 두지 않았습니다: **대국이 무효 처리되었습니다**. 결과는 없습니다.
notice-expired = { $challenger }님이 { $challenged }님에게 보낸 도전(대국 `{ $game }`)이 응답 없이 만료되었습니다.
notice-offline = Breaker가 오프라인이었던 동안({ $at }) 밀린 공지: { $notice }
too-late-time-ran-out = 너무 늦었습니다: 대국 #{ $game }의 시간이 { $at }에 끝나 대국이 종료되었습니다 (결과 게시물을 보세요). 아무것도 바뀌지 않았습니다.

## `/notify`
notify-dm-not-allowed = 이 서버는 DM 알림을 허용하지 않습니다 (관리자가 `reminder-dms`를 껐습니다). 알림은 계속 대국 채널로 옵니다.
notify-dm-on = 이제 알림이 DM으로도 옵니다 (`/notify dm:off`로 끌 수 있습니다). DM이 막혀 있어도 대국 채널로는 계속 알림이 옵니다.
notify-dm-off = 이제 알림은 대국 채널로만 옵니다 (`/notify dm:on`으로 DM을 추가할 수 있습니다).

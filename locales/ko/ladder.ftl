# 래더: 플레이어 명령 (`/ladder …`)과 운영진 명령 (`/ladder-admin …`,
# `/settings moderator-role`, `/settings modlog`).
# 용어: 래더 (ladder), 순위 (position, "3위"), 도전 범위 (range), 재대결 (rematch),
# 경고 (strike), 시즌 (season), 순위표 (standings), 운영진 (moderators), 감사 기록 (audit log),
# 운영 기록 채널 (mod log), 서버 관리하기 권한 (Manage Server), 휴가 중 (on vacation).
# 래더 이름은 바꾸지 않고 "{ $ladder } 래더"처럼 앞에 두어, 조사는 "래더"에 붙인다.

ladder-needs-server = 래더는 서버에 속합니다: 서버 안에서 쓰세요.
ladder-unknown-none = 이 서버에 { $ladder } 래더는 없습니다. 아직 래더가 하나도 없습니다 (운영진이 `/ladder-admin create` 명령으로 만듭니다).
ladder-unknown = 이 서버에 { $ladder } 래더는 없습니다. 이 서버의 래더: { $ladders }.
ladder-settings = { $game } { $size }, 제한 시간 { $clock }, 도전 범위 max({ $min_range }, ⌈√p⌉), 보내는 도전 최대 { $max_out }개 / 받는 도전 최대 { $max_in }개, 재대결은 { $rematch_days }일 뒤부터, 시즌 { $season }

## /ladder join, leave
ladder-join-closed = { $ladder } 래더는 닫혔습니다: 새 참가자를 받지 않습니다.
ladder-join-already = 이미 { $ladder } 래더에 참가해 있습니다 (현재 { $position }위).
ladder-join-kicked = 운영진이 { $ladder } 래더에서 제외했으므로, 복귀도 운영진만 시킬 수 있습니다 (`/ladder-admin restore`).
ladder-join-struck-off = 30일 안에 래더 대국에서 두 번 시간패해 { $ladder } 래더에서 빠졌습니다: 운영진만 복귀시킬 수 있습니다 (`/ladder-admin restore`).
ladder-joined = { $player } 님이 { $ladder } 래더에 { $position }위로 참가했습니다. 위에 있는 플레이어에게 `/ladder challenge` 명령으로 도전하세요.
ladder-leave-not-on = { $ladder } 래더에 참가하고 있지 않습니다.
ladder-left = { $player } 님이 { $ladder } 래더에서 나갔습니다 (마지막 순위 { $position }위). 진행 중인 래더 대국은 끝까지 두며 결과도 반영됩니다.

## 도전할 수 없는 이유: 규칙, 순위표 칸, 자세한 설명
ladder-not-allowed = 도전할 수 없습니다. { $why }
ladder-not-allowed-rule = 도전할 수 없습니다 ({ $rule }). { $why }
ladder-rule-removed = 운영진이 이 래더에서 제외함
ladder-short-removed = 불가: 제외됨
ladder-detail-restore = 운영진만 복귀시킬 수 있습니다 (`/ladder-admin restore`).
ladder-rule-struck-off = 30일 안에 두 번 시간패해 이 래더에서 빠짐
ladder-short-struck-off = 불가: 래더에서 빠짐
ladder-rule-not-joined = 이 래더에 참가하지 않음
ladder-short-not-joined = 불가: 먼저 참가
ladder-detail-not-joined = 먼저 `/ladder join name:{ $ladder }` 명령으로 참가하세요.
ladder-rule-not-on = 상대가 이 래더에 없음
ladder-short-not-on = 불가: 래더에 없음
ladder-detail-taken-off = { $player } 님은 래더에서 빠졌습니다. 운영진이 복귀시키면 도전할 수 있습니다.
ladder-detail-not-on = { $player } 님은 이 래더에 없습니다. 참가하면 도전할 수 있습니다.
ladder-detail-self = 상대로 나 자신을 고를 수는 없습니다.
ladder-rule-above = 범위 규칙: 나보다 위에 있는 플레이어에게만 도전
ladder-short-above = 불가: 내 위가 아님
ladder-detail-above = { $theirs }위는 내 순위({ $mine }위)보다 위가 아닙니다. 그 플레이어가 나에게 도전할 수는 있습니다.
ladder-general-above = 지금 { $mine }위입니다. 나보다 아래에 있는 플레이어는 나에게 도전할 수 있습니다.
ladder-rule-range = 범위 규칙: 나보다 순위가 최대 max({ $min_range }, ⌈√p⌉)만큼 높은 플레이어까지
ladder-short-range = 불가: 범위 밖
ladder-detail-range = { $from }위에서는 { $highest }위까지 도전할 수 있습니다. { $reach }위에 오르면 도전할 수 있습니다.
ladder-general-range = { $from }위에서는 { $highest }위까지 도전할 수 있습니다.
ladder-rule-pair = 두 사람 사이에는 진행 중인 대국 하나만
ladder-short-pair = 불가: 대국 중
ladder-detail-pair = 이미 대국 { $game }에서 서로 두고 있습니다. 그 대국이 끝나면 도전할 수 있습니다.
ladder-rule-outgoing = 보내는 도전은 최대 { $limit }개
ladder-short-outgoing = 불가: 내 한도
ladder-detail-outgoing = 이미 대국 { $games }에서 도전 중입니다. 그중 하나가 끝나면 도전할 수 있습니다.
ladder-rule-incoming = 받는 도전은 최대 { $limit }개
ladder-short-incoming = 불가: 상대 한도
ladder-detail-incoming = { $player } 님은 이미 대국 { $games }에서 도전을 받고 있습니다. 그중 하나가 끝나면 도전할 수 있습니다.
ladder-rule-rematch = { $days } 안에는 재대결 불가
ladder-short-rematch = 불가: 재대결 대기
ladder-detail-rematch = 최근에 서로 두었습니다. { $time }부터 다시 도전할 수 있습니다.

## /ladder challenge
ladder-challenge-closed = { $ladder } 래더는 닫혔습니다: 새 도전을 받지 않습니다.
ladder-challenge-bot = 도전할 수 없습니다: 래더 대국은 사람끼리만 둡니다.
ladder-size-cannot-start = 이 래더의 보드 크기로는 대국을 시작할 수 없습니다: { $error }
ladder-challenged = { $ladder } 래더: { $challenger } 님({ $challenger_position }위)이 { $defender } 님({ $defender_position }위)에게 도전합니다. **{ $game }** 대국이 바로 시작됩니다: { $white } 대 { $black }, 제한 시간 { $clock }. { $first } 님, 둘 차례입니다: `/move`{ $due }.

## /ladder standings (글, 그리고 PNG 표의 제목·머리글·칸)
ladder-standings-bad-page = { $pages ->
        [1] { $ladder } 래더의 순위표는 1페이지뿐입니다.
       *[other] { $ladder } 래더의 순위표는 { $pages }페이지까지 있습니다: 1~{ $pages } 중에서 고르세요.
    }
ladder-standings-head = **{ $ladder } 래더** ({ $count }명, 시즌 { $season }), { $page }/{ $pages }페이지:
ladder-standings-row = { $position }. { $player } { $rating } { $wins }승 { $losses }패 · { $status }{ $mark ->
        [you] {" "}· 나
        [yes] {" "}· 도전 가능
       *[none] {""}
    }
ladder-cell-you = 나
ladder-cell-yes = 가능
ladder-status-vacation = 휴가 중
ladder-status-away = 자리 비움
ladder-status-playing = { $count }판 진행 중
ladder-status-strikes = 경고 { $count }회
ladder-standings-barred = { $count ->
       *[other] { $positions }위
    }에는 도전할 수 없습니다 ({ $rule }). { $why }
ladder-standings-empty = 아직 아무도 없습니다: `/ladder join name:{ $ladder }`.
ladder-standings-title = { $ladder } 래더 · { $game } { $size } · 시즌 { $season } · { $page }/{ $pages }페이지
ladder-column-player = 플레이어
ladder-column-rating = 레이팅
ladder-column-record = 승–패
ladder-column-status = 상태
ladder-column-challenge = 도전
ladder-page-previous = ◀ 이전
ladder-page-next = 다음 ▶

## /ladder list, info
ladder-list-none = 이 서버에는 아직 래더가 없습니다: 운영진이 `/ladder-admin create` 명령으로 만듭니다.
ladder-list-head = 이 서버의 래더:
ladder-list-row = { $ladder } · { $count }명 · { $settings }{ $closed ->
        [yes] {" "}· 닫힘
       *[no] {""}
    }
ladder-info = { $ladder } 래더: { $settings }. 플레이어 { $players }명, 진행 중인 대국 { $games }판{ $closed ->
        [yes] , 닫힘
       *[no] {""}
    }. 제한 시간 { $clock }.

## 래더 대국 결과 아래에 붙는 알림
ladder-note-takes = { $ladder } 래더: { $winner } 님이 { $position }위로 올라가고, { $loser } 님은 { $down }위로 내려갑니다.
ladder-note-keeps = { $ladder } 래더: 순위 변동 없음 ({ $player } 님은 { $position }위 유지).
ladder-note-unchanged = { $ladder } 래더: 순위 변동 없음.
ladder-note-struck-off = { $player } 님은 30일 안에 두 번째로 시간패해 { $ladder } 래더에서 빠집니다 (운영진이 복귀시킬 수 있습니다).
ladder-note-strike = { $player } 님이 경고를 받았습니다 (30일 안에 2회 중 { $strike }회째).

## 운영진: /ladder-admin
ladder-admin-needs-server = 운영진 명령은 서버 안에서만 쓸 수 있습니다.
ladder-admin-not-moderator = { $command } 명령은 운영진만 쓸 수 있습니다: 서버 관리하기 권한이 있거나 서버의 운영진 역할(`/settings moderator-role`)을 가진 멤버입니다. 아무것도 바뀌지 않았습니다.
ladder-admin-needs-reason = 운영진의 모든 조치에는 사유(`reason:`)가 필요합니다: 사유는 감사 기록에 남습니다.
ladder-admin-reason = 사유: { $reason }
ladder-admin-bad-name = 래더 이름은 1~40자이고, 콜론(`:`)은 쓸 수 없습니다.
ladder-admin-bad-size = { $error }. { $game } 보드 크기: { $help }.
ladder-admin-bad-clock = { $error }.
ladder-admin-no-clock = 제한 시간을 정해야 합니다.
ladder-admin-name-taken = 이 서버에는 이미 { $ladder } 래더가 있습니다.
ladder-admin-created = { $ladder } 래더를 만들었습니다: { $settings }. 플레이어는 `/ladder join name:{ $name }` 명령으로 참가합니다.
ladder-admin-log-created = { $moderator } 님이 { $ladder } 래더를 만들었습니다.
ladder-admin-out-of-bounds = { $option } 값은 { $low }부터 { $high }까지여야 합니다.
ladder-admin-nothing-to-change = 바꿀 것이 없습니다. { $ladder } 래더의 현재 설정: { $settings }. `range:`, `max-out:`, `max-in:`, `rematch-days:`, `clock:` 중 하나 이상을 지정하세요.
ladder-admin-settings-now = { $ladder } 래더의 새 설정: { $settings }.
ladder-admin-log-settings = { $moderator } 님이 { $ladder } 래더의 설정을 바꿨습니다: { $settings }.
ladder-admin-already-closed = { $ladder } 래더는 이미 닫혀 있습니다.
ladder-admin-closed = { $ladder } 래더를 닫았습니다: 새 참가와 도전은 받지 않고, 진행 중인 대국은 끝까지 두며 결과도 반영됩니다.
ladder-admin-log-closed = { $moderator } 님이 { $ladder } 래더를 닫았습니다.
ladder-admin-kick-not-on = { $player } 님은 { $ladder } 래더에 없으므로 제외할 수 없습니다.
ladder-admin-kicked = { $player } 님을 { $ladder } 래더에서 제외했습니다 (원래 { $position }위).
ladder-admin-log-kicked = { $moderator } 님이 { $player } 님을 { $ladder } 래더에서 제외했습니다 (원래 { $position }위).
ladder-admin-restore-not-off = { $player } 님은 { $ladder } 래더에서 빠진 적이 없으므로 복귀시킬 필요가 없습니다.
ladder-admin-restored = { $player } 님이 { $ladder } 래더의 { $position }위로 돌아왔습니다 (경고 초기화).
ladder-admin-log-restored = { $moderator } 님이 { $player } 님을 { $ladder } 래더에 복귀시켰습니다.
ladder-admin-bad-position = 이 래더에 { $position }위는 없습니다: 1부터 { $count }까지 고르세요.
ladder-admin-positioned = { $player } 님은 이제 { $ladder } 래더의 { $position }위입니다.
ladder-admin-log-positioned = { $moderator } 님이 { $player } 님을 { $ladder } 래더의 { $position }위로 옮겼습니다.
ladder-admin-bad-outcome = { JOSA($outcome, "은/는") } 결과 값이 아닙니다: `white`, `black`, `void` 중에서 고르세요.
ladder-admin-unrated = 대국 #{ JOSA($game, "은/는") } 레이팅 대국도 래더 대국도 아닙니다: 운영진은 그런 대국만 판정합니다.
ladder-admin-not-started = 대국 #{ JOSA($game, "은/는") } 시작되지 않았습니다: 판정할 것이 없습니다.
ladder-admin-outcome = { $outcome ->
        [white] 백 승
        [black] 흑 승
        [white-forfeit] 백 몰수승
        [black-forfeit] 흑 몰수승
        [void] 무효
        [voided] 무효 (두지 않은 대국으로 처리)
        [running] 진행 중
        [draw] 무승부
       *[none] 결과 없음
    }
ladder-admin-decided = 대국 #{ $game } 결과 변경: { $was } → { $outcome }. 순위와 레이팅 풀을 다시 계산했습니다 (레이팅 대국 { $count }판).
ladder-admin-log-decided = { $moderator } 님이 대국 #{ $game }의 결과를 바꿨습니다: { $was } → { $outcome }.
ladder-admin-bad-reseed = { JOSA($reseed, "은/는") } 재배치 방식이 아닙니다: `by-rating` 또는 `keep` 중에서 고르세요.
ladder-admin-season-ended = { $ladder } 래더의 시즌 { JOSA($season, "이/가") } 끝나 기록을 보관했습니다 ({ $count }명). 시즌 { JOSA($next, "이/가") } 시작되며, { $reseed ->
        [by-rating] 순위는 레이팅순으로 다시 정했습니다
       *[keep] 순위는 그대로입니다
    }. 레이팅은 그대로 이어집니다.
ladder-admin-log-season-ended = { $moderator } 님이 { $ladder } 래더의 시즌 { JOSA($season, "을/를") } 마쳤습니다 ({ $reseed ->
        [by-rating] 레이팅순 재배치
       *[keep] 순위 유지
    }).
ladder-admin-log-head = { $ladder } 래더의 감사 기록 (최신순), { $page }/{ $pages }페이지:
ladder-admin-log-empty = (기록 없음)
ladder-admin-log-row = { $time } · { $moderator } · { $action } { $target }: { $before } → { $after } · 사유: { $reason }

## /settings moderator-role, /settings modlog
moderation-managers-only = { $command } 명령은 서버 관리하기 권한이 있는 멤버만 쓸 수 있습니다: 운영진 역할만으로는 누가 운영진인지, 운영진 조치가 어디에 기록되는지를 바꿀 수 없습니다. 아무것도 바뀌지 않았습니다.
moderation-settings = { $role ->
        [some] 운영진 역할 { $role_name }
       *[none] 운영진 역할 없음 (서버 관리하기 권한만)
    }, { $channel ->
        [some] 운영진 조치는 { $channel_name }에 기록
       *[none] 운영 기록 채널 없음
    }
moderation-saved = 저장했습니다: { $settings }.
moderation-log-changed = { $moderator } 님이 운영 설정을 바꿨습니다: { $settings }.

# 감사 기록에 저장된 값.
ladder-log-position = { $position }위
ladder-log-off-ladder = 래더 밖
ladder-log-season = 시즌 { $season }
ladder-log-season-reseeded = 시즌 { $season } ({ $how ->
    [by-rating] 레이팅순 재배치
   *[keep] 순위 유지
})
ladder-log-outcome = { $outcome ->
    [running] 진행 중
    [white] 백 승
    [black] 흑 승
    [draw] 무승부
    [void] 무효
   *[none] 결과 없음
}
ladder-log-created = { $kind } { $size }, 제한 시간 { $clock }
ladder-log-state = { $state ->
    [open] 열림
   *[closed] 닫힘
}
ladder-log-reason = { $reason ->
    [created] 생성
    [started] 시작
    [changed] 변경
    [closed] 닫음
    [withdrew] 기권
   *[settings] 설정 변경
}

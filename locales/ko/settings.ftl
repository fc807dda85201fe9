# `/settings`: 서버 기본값과 공개 게시물의 언어. 설정 이름은 `/settings change`의 옵션
# 이름(clock, challenge-expiry, …) 그대로 둔다. 용어: 시간 규칙 (clock), 도전 (challenge),
# 휴가 (vacation), 알림 (reminder), 스레드 (thread), DM, 관리자 (moderator).

settings-show = **이 서버의 설정**
    { $settings }
settings-saved =
    설정을 저장했습니다.
    { $settings }
settings-list =
    - clock (시간 규칙): { $clock }
    - challenge-expiry (도전 응답 기한): { $expiry }
    - vacation-days (연간 휴가): { $vacation_days }일
    - reminder-dms (DM 알림): { $reminder_dms ->
        [on] 켜짐
       *[off] 꺼짐
    }
    - thread (대국마다 스레드): { $thread ->
        [on] 켜짐
       *[off] 꺼짐
    }
settings-language = - language (공개 게시물 언어): { $language }
settings-language-auto = - language (공개 게시물 언어): 자동: { $language } (Discord 서버 언어)
settings-moderator-role = - moderator-role (관리자 역할): { $role }
settings-moderator-role-none = - moderator-role (관리자 역할): 없음 (서버 관리 권한만)
settings-modlog = - modlog (관리 기록 채널): { $channel }
settings-modlog-none = - modlog (관리 기록 채널): 없음
settings-show-footer = `/settings change`로 바꿀 수 있습니다. 마지막 두 개는 `/settings moderator-role`과 `/settings modlog`로 바꿉니다 (서버 관리 권한 필요).

settings-nothing-to-change = 바꿀 것이 없습니다: 설정을 하나 이상 적으세요. 예: `/settings change clock:5d vacation-days:21`.
settings-unknown-language = Breaker는 { $language } 언어를 지원하지 않습니다. { $languages } 중에서 고르거나, Discord 서버 언어를 따르려면 `auto`를 쓰세요.
settings-bad-clock = { $error }. 미리 정해 둔 값: { $presets }.
settings-bad-expiry = 도전은 1시간에서 60일까지 기다릴 수 있습니다. { $expiry }은(는) 안 됩니다.
settings-bad-vacation-days = 연간 휴가 일수는 0에서 { $max } 사이여야 합니다 ({ $days }은(는) 안 됩니다).
settings-in-server = 설정은 서버마다 따로입니다: 서버에서 `/settings`를 사용하세요.
settings-manage-server-only = `/settings`는 서버 관리 권한이 있는 멤버만 쓸 수 있습니다.

settings-error-duration = `{ $text }`은(는) 기간이 아닙니다: 숫자와 단위 m, h, d를 쓰세요. 함께 써도 됩니다 (`3d`, `36h`, `2d3h`)
settings-error-clock = `{ $text }`은(는) 시간 규칙이 아닙니다: `3d`(한 수에 며칠) 또는 `3d+1d`(한 수마다 하루씩 더해지는 보유 시간)처럼 쓰세요
settings-error-clock-range = 시간 규칙의 시간은 1시간에서 60일 사이여야 합니다. `{ $text }`은(는) 안 됩니다
settings-error-increment = `{ $clock }`에서 추가 시간은 1분 이상, 보유 시간({ $base }) 이하여야 합니다: 보유 시간은 처음 값보다 커지지 않으므로 더 큰 추가 시간은 쓰일 일이 없습니다

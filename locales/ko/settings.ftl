# `/settings`: 서버의 기본값과 공개 게시물의 언어. 각 항목은 `/settings change`의 옵션에
# 맞춘 이름으로 보여 준다 (제한 시간, 도전 기한, …).
# 용어: 제한 시간 (clock), 도전 기한 (challenge expiry), 휴가 (vacation), DM 알림 (reminder DMs),
# 스레드 (thread), 운영진 역할 (moderator role), 운영 기록 채널 (mod log),
# 서버 관리하기 권한 (Manage Server).

settings-show = **이 서버의 설정**
    { $settings }
settings-saved =
    설정을 저장했습니다.
    { $settings }
# 항목마다 한 줄; $clock과 $expiry는 `3d`, `7d` 같은 코드.
settings-list =
    - 제한 시간: { $clock }
    - 도전 기한: { $expiry }
    - 휴가 일수: 1년에 { $vacation_days }일
    - DM 알림: { $reminder_dms ->
        [on] 켜짐
       *[off] 꺼짐
    }
    - 대국별 스레드: { $thread ->
        [on] 켜짐
       *[off] 꺼짐
    }
# $language: 그 언어 자신의 이름 (Русский).
settings-language = - 언어: { $language }
settings-language-auto = - 언어: 자동 ({ $language }, 디스코드 서버 언어)
settings-moderator-role = - 운영진 역할: { $role }
settings-moderator-role-none = - 운영진 역할: 없음 (서버 관리하기 권한만)
settings-modlog = - 운영 기록 채널: { $channel }
settings-modlog-none = - 운영 기록 채널: 없음
settings-show-footer = 설정은 `/settings change` 명령으로 바꿉니다. 마지막 두 항목은 `/settings moderator-role` 명령과 `/settings modlog` 명령으로 바꿉니다 (서버 관리하기 권한 필요).

settings-nothing-to-change = 바꿀 것이 없습니다: 설정을 하나 이상 지정하세요 (예: `/settings change clock:5d vacation-days:21`).
# $languages: Breaker가 하는 언어와 그 코드.
settings-unknown-language = Breaker는 { $language } 언어를 지원하지 않습니다. { $languages } 중에서 고르거나, 디스코드 서버 언어를 따르려면 `auto`를 고르세요.
settings-bad-clock = { $error }. 자주 쓰는 값: { $presets }.
settings-bad-expiry = 도전 기한은 1시간부터 60일까지입니다 (입력: { $expiry }).
settings-bad-vacation-days = 1년 휴가 일수는 0부터 { $max }까지여야 합니다 ({ $days }일은 안 됩니다).
settings-in-server = 설정은 서버별로 적용됩니다: 서버 안에서 `/settings` 명령을 쓰세요.
settings-manage-server-only = `/settings` 명령은 서버 관리하기 권한이 있는 멤버만 쓸 수 있습니다.

# 설정에 입력한 제한 시간이나 시간 길이의 잘못; $text는 입력한 그대로.
settings-error-duration = 시간 길이로 읽을 수 없습니다(입력: `{ $text }`). 숫자와 단위를 쓰세요. 단위는 `m`(분), `h`(시간), `d`(일)이고 이어 쓸 수 있습니다 (`3d`, `36h`, `2d3h`)
settings-error-clock = 제한 시간으로 읽을 수 없습니다(입력: `{ $text }`). `3d`(한 수에 3일) 또는 `3d+1d`(보유 시간 3일, 수마다 1일 추가)처럼 쓰세요
settings-error-clock-range = 제한 시간은 1시간부터 60일까지여야 합니다 (입력: `{ $text }`)
settings-error-increment = `{ $clock }`에서 증가 시간은 1분 이상, 보유 시간({ $base }) 이하여야 합니다: 보유 시간은 처음 값보다 늘어나지 않으므로 그보다 큰 증가 시간은 쓰일 일이 없습니다

# 콘솔 자체의 문구 (`breaker play`).
console-private = (나만 볼 수 있음) { $text }
console-board = 보드: { $path }
console-file = 파일: { $path }
console-notice = [알림]
console-dm = (@{ $name }님에게 DM으로도 보냄)
console-now = (현재 시각 { $time })
console-thread-opened = [스레드 { $thread }] 대국 #{ $game }용으로 열림: 이 대국의 글에는 이 머리말이 붙고, 채널에는 시작과 결과가 올라갑니다.
console-wait-needs-clock = `/wait`에는 수동 시계가 필요합니다: `breaker play --now 2027-01-05T12:00:00Z`로 시작하세요.

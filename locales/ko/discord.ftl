# 디스코드 어댑터 자체의 문구.
discord-sorry = Breaker 쪽에서 문제가 생겼습니다. 아무것도 바뀌지 않았습니다. 다시 시도해 주세요.
discord-stopping = Breaker가 다시 시작하는 중입니다. 아무것도 바뀌지 않았습니다. 1분 뒤에 다시 시도해 주세요.
discord-bad-option = 입력한 값을 읽지 못했습니다(`{ $input }`): { $error }
discord-bad-option-unnamed = 옵션을 읽지 못했습니다: { $error }
discord-bad-choice = 선택지에 없는 값입니다. 디스코드가 보여 주는 목록에서 고르세요
discord-bad-number = 정수가 아닙니다
discord-bad-bool = 참/거짓 값이 아닙니다
discord-bad-count = 옵션이 너무 적거나 많습니다. 디스코드 메뉴에서 명령을 다시 입력하세요
discord-bad-value = 이 옵션에 쓸 수 없는 값입니다. 디스코드 메뉴에서 고르세요
discord-unknown-command = 알 수 없는 명령입니다(`/{ $command }`). `/`를 입력하면 Breaker의 명령이 보입니다. 아무것도 바뀌지 않았습니다.
discord-malformed-options = `/{ $command }` 명령의 옵션을 읽지 못했습니다 (값의 종류가 다른가요?). 디스코드 메뉴에서 명령을 다시 입력하세요. 아무것도 바뀌지 않았습니다.
discord-answered-privately = (비공개로 답했습니다)
discord-answered-publicly = (채널에 답했습니다)
discord-thread-hello = 대국 #{ JOSA($game, "은/는") } 이 스레드에서 진행됩니다: 수, 보드, 알림이 여기에 올라오고, 결과는 채널에도 알립니다.

# Breaker를 추가하지 않은 곳(DM, 그룹 DM, 다른 서버)에서 서버 전용 명령을 썼을 때.
discord-server-install-only = 이 명령은 Breaker를 추가한 서버에서만 쓸 수 있습니다: 운영진이 Breaker 프로필에서 **앱 추가** → **서버에 추가**로 Breaker를 서버에 추가할 수 있습니다. 아무것도 바뀌지 않았습니다.

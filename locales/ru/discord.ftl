# Слова самого Discord-адаптера.
discord-sorry = На стороне Breaker что-то пошло не так; ничего не изменилось. Попробуйте ещё раз.
discord-stopping = Breaker перезапускается: ничего не изменилось. Попробуйте через минуту.
discord-bad-option = Не удалось прочитать параметр `{ $input }`: { $error }
discord-bad-option-unnamed = Не удалось прочитать параметр: { $error }
discord-bad-choice = такого варианта нет; выберите из списка, который показывает Discord
discord-bad-number = это не целое число
discord-bad-bool = это не `true` и не `false`
discord-bad-count = у команды слишком мало или слишком много параметров; наберите её заново из меню Discord
discord-bad-value = такого значения у этого параметра быть не может; выберите его в меню Discord
discord-unknown-command = Команды `/{ $command }` нет; наберите `/`, чтобы увидеть команды Breaker. Ничего не изменилось.
discord-malformed-options = Не удалось прочитать параметры `/{ $command }` (значение не того типа?); наберите команду заново из меню Discord. Ничего не изменилось.
discord-answered-privately = (ответ виден только вам)
discord-answered-publicly = (ответ — в канале)
discord-thread-hello = Партия #{ $game } идёт в этой ветке: ходы, доски и напоминания будут здесь, а результат объявят и в канале.

discord-server-install-only = Эта команда работает только на сервере, где установлен Breaker: модератор сервера может добавить его из профиля Breaker (**Добавить приложение** → **Добавить на сервер**). Ничего не изменилось.

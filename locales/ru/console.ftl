# Слова самой консоли (`breaker play`).
console-private = (видно только вам) { $text }
console-board = Доска: { $path }
console-file = Файл: { $path }
console-notice = [уведомление]
console-dm = (также в личные сообщения @{ $name })
console-now = (сейчас { $time })
console-thread-opened = [ветка { $thread }] открыта для партии №{ $game }: её сообщения помечены этим префиксом; в канал попадут начало и результат.
console-wait-needs-clock = Для `/wait` нужны ручные часы: запустите `breaker play --now 2027-01-05T12:00:00Z`.

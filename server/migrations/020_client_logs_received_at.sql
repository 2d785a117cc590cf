-- Client log entries are deleted after a retention period (issue 16 #8): the sweep finds them by age.
CREATE INDEX client_logs_received_at ON client_logs (received_at);

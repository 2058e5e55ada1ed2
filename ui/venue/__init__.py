"""The venue feed in the windows: the table's feed control, the desk's live tables, the
venue board for the hall's screens."""

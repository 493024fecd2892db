"""The green-baize table: a QGraphicsScene of card items laid out around the seats."""

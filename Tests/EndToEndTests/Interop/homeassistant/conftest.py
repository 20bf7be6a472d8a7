"""Home Assistant's test harness blocks sockets (pytest-socket); these tests
talk to a real phrased over loopback TCP, as Home Assistant does."""

import pytest


@pytest.fixture(autouse=True)
def phrased_over_loopback(socket_enabled):
    """Lets the integration open its TCP connections to phrased."""
    yield

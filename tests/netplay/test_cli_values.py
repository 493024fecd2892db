"""Every bad command-line value of ``kartentisch-server`` and ``kartentisch-cli join`` ends
with exit status 2 and one line naming what is wrong, never a traceback."""

import socket
import subprocess
import sys

import pytest

from netplay.cli import address_url


def _run(module, args):
    return subprocess.run(
        [sys.executable, "-m", module, *args], capture_output=True, text=True, timeout=60
    )


@pytest.fixture(scope="module")
def busy_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        yield sock.getsockname()[1]


SERVER_CASES = [
    (["--port", "-1"], "-1"),
    (["--port", "70000"], "70000"),
    (["--port", "abc"], "abc"),
    (["--host", "no-such-host.invalid", "--port", "0"], "no-such-host.invalid"),
    (["--stand-in-after", "-5"], "-5"),
    (["--stand-in-after", "nan"], "nan"),
    (["--join-timeout", "0"], "0"),
    (["--max-unjoined", "many"], "many"),
    (["--max-queued-bytes", "inf"], "inf"),
    (["--cert", "missing.pem", "--key", "missing.key"], "missing.pem"),
    (["--cert", "c.pem"], "--key"),
    (["--data-dir", "/dev/zero", "--port", "0"], "/dev/zero"),
    (["--new-code", "abc"], "--data-dir"),
    (["--table", "skat:3:person", "--port", "0", "--host", "127.0.0.1"], "skat"),
]


@pytest.mark.parametrize(("args", "named"), SERVER_CASES)
def test_a_bad_value_of_the_server_is_one_line_and_exit_2(args, named):
    done = _run("netplay.server_main", args)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert named in done.stderr


def test_a_port_in_use_is_one_line_and_exit_2(busy_port):
    done = _run("netplay.server_main", ["--host", "127.0.0.1", "--port", str(busy_port)])
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and str(busy_port) in done.stderr


def test_a_data_dir_on_a_file_is_refused(tmp_path):
    target = tmp_path / "plain"
    target.write_text("x")
    done = _run("netplay.server_main", ["--data-dir", str(target), "--port", "0"])
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "cannot write tables" in done.stderr


CLI_CASES = [
    (["127.0.0.1:99999", "AAAA-AAAA"], "99999"),
    (["127.0.0.1:abc", "AAAA-AAAA"], "abc"),
    (["ws://127.0.0.1:99999/", "AAAA-AAAA"], "99999"),
    (["127.0.0.1:1", "AAAA-AAAA", "--cafile", "missing.pem"], "missing.pem"),
    (["127.0.0.1:1", "AAAA-AAAA", "--cafile", "/dev/zero"], "/dev/zero"),
    (["127.0.0.1:1", "AAAA-AAAA", "--bot", "genius"], "genius"),
]


@pytest.mark.parametrize(("args", "named"), CLI_CASES)
def test_a_bad_value_of_the_cli_join_is_one_line_and_exit_2(args, named):
    done = _run("netplay.cli", ["join", *args])
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert named in done.stderr


def test_a_port_out_of_range_is_refused_by_the_address_reader():
    for bad in ("h:0", "h:65536", "h:x", ":80"):
        with pytest.raises(ValueError):
            address_url(bad)
    assert address_url("h:65535") == "ws://h:65535/"


def test_a_flood_of_connections_does_not_fill_the_log(tmp_path):
    """Issue 42: the log grew 11 MB in 10 s under idle connections (a line per connection)."""
    import asyncio

    import websockets

    server = subprocess.Popen(
        [sys.executable, "-m", "netplay.server_main", "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        url = server.stdout.readline().split()[2]

        async def flood():
            conns, refused = [], 0
            for _ in range(40):  # 16 kept, 24 refused at the handshake (HTTP 429)
                try:
                    conns.append(await websockets.connect(url))
                except websockets.InvalidStatus:
                    refused += 1
            for ws in conns:
                await ws.close()
            return refused

        refused = asyncio.run(asyncio.wait_for(flood(), 60))
    finally:
        server.terminate()
        _out, err = server.communicate(timeout=30)
    assert refused == 24
    assert len(err.splitlines()) < 10, err[:2000]

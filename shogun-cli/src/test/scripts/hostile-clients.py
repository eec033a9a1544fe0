# Hostile clients against `shogun serve`: run as `python3 hostile-clients.py shogun-cli/target/shogun.jar`.
# It starts the jar on a free port with a fresh data folder, plays each client below against it (raw
# sockets: smuggling, floods, endless bodies and heads, clients that never read, slow heads, cross-site
# requests, WebSocket floods), samples the server's threads every 5 ms, and prints a markdown table of
# each answer, its time, the peak thread count and the resident memory after it. Linux only (/proc, ss).
# A measurement for the release notes, not a test: WebHostileClientTest and WebFloodTest assert the limits.
import os, re, socket, subprocess, sys, tempfile, threading, time, base64

JAR = sys.argv[1]
data = tempfile.mkdtemp()
proc = subprocess.Popen(["java", "-jar", JAR, "serve", "--port", "0", "--data", data],
                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
line = proc.stdout.readline()
m = re.search(r"http://127\.0\.0\.1:(\d+)", line)
while not m:
    line = proc.stdout.readline(); m = re.search(r"http://127\.0\.0\.1:(\d+)", line)
P = int(m.group(1))
PID = proc.pid

def threads():
    return len(os.listdir(f"/proc/{PID}/task"))
def rss_mb():
    for l in open(f"/proc/{PID}/status"):
        if l.startswith("VmRSS"):
            return int(l.split()[1]) // 1024
peak = {"t": 0}
stop_sampling = False
def sampler():
    while not stop_sampling:
        peak["t"] = max(peak["t"], threads()); time.sleep(0.005)
threading.Thread(target=sampler, daemon=True).start()

def conn(src="127.0.0.1"):
    s = socket.socket(); s.bind((src, 0)); s.connect(("127.0.0.1", P)); return s
def read_all(s, limit=30):
    s.settimeout(limit); d = b""
    try:
        while True:
            x = s.recv(65536)
            if not x: break
            d += x
    except socket.timeout:
        d += b"<<still open>>"
    except ConnectionResetError:
        d += b"<<reset>>"
    return d
def first(d):
    t = d.decode("latin-1")
    if not t: return "closed, no answer"
    head = t.split("\r\n")[0]
    body = t.split("\r\n\r\n", 1)[1] if "\r\n\r\n" in t else ""
    body = body.split("HTTP/1.1")[0].strip().replace("\r\n", " ")[:110]
    return f"{head} {body}"
H = b"Host: 127.0.0.1:%d\r\n" % P
import json, urllib.request
GAME = json.load(urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{P}/api/games", data=b"{}", headers={"Content-Type": "application/json"})))["id"].encode()
GET = b"GET /api/games/" + GAME + b" HTTP/1.1\r\n"
rows = []
def case(name, fn):
    peak["t"] = threads(); t0 = time.time()
    try:
        out = fn()
    except Exception as e:
        out = f"client error {e!r}"
    rows.append((name, out, f"{time.time()-t0:.2f} s", peak["t"], rss_mb()))
    print(rows[-1], flush=True)

def cl_te():
    s = conn(); s.sendall(b"POST /api/games HTTP/1.1\r\n" + H + b"Content-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/smuggled HTTP/1.1\r\n" + H + b"\r\n")
    d = read_all(s); return first(d) + f" | answers: {d.count(b'HTTP/1.1 ')}"
def te_cl():
    s = conn(); s.sendall(b"POST /api/games HTTP/1.1\r\n" + H + b"Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n0\r\n\r\nGET /api/smuggled HTTP/1.1\r\n" + H + b"\r\n")
    d = read_all(s); return first(d) + f" | answers: {d.count(b'HTTP/1.1 ')}"
def two_cl():
    s = conn(); s.sendall(b"POST /api/games HTTP/1.1\r\n" + H + b"Content-Length: 2\r\nContent-Length: 40\r\n\r\n{}")
    return first(read_all(s))
def flood(s, piece, counted, limit, head=b""):
    # Sends `head`, then piece after piece until the server resets the connection or `limit` bytes have
    # gone, each piece counting `counted` of them; returns the server's answer and the bytes counted.
    sent = 0
    try:
        if head:
            s.sendall(head)
        while sent < limit:
            s.sendall(piece); sent += counted
    except (BrokenPipeError, ConnectionResetError):
        pass
    return first(read_all(s)), sent
def endless_chunks():
    s = conn(); s.sendall(b"POST /api/games HTTP/1.1\r\n" + H + b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
    answer, sent = flood(s, b"1000\r\n" + b" " * 4096 + b"\r\n", 4096, 50_000_000)  # counts the chunks' data
    return answer + f" | sent {sent//1024} KiB before the close"
def huge_chunk():
    s = conn(); s.sendall(b"POST /api/games HTTP/1.1\r\n" + H + b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFF\r\n")
    answer, sent = flood(s, b" " * 4096, 4096, 50_000_000)
    return answer + f" | sent {sent//1024} KiB before the close"
def pipelined():
    s = conn(); req = GET + H + b"\r\n"
    def w():
        for _ in range(10): s.sendall(req * 1000)
    threading.Thread(target=w).start()
    s.settimeout(60); d = b""; n = 0
    while n < 10000:
        x = s.recv(1 << 20)
        if not x: break
        d += x; n = d.count(b"HTTP/1.1 200")
    s.close(); return f"{n} of 10000 answered 200, in order on one connection"
def never_reads():
    socks = []
    for i in range(8):
        s = conn(); s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.sendall((b"GET /app.js HTTP/1.1\r\n" + H + b"Accept-Encoding: identity\r\n\r\n") * 200)
        socks.append(s)
    ports = {x.getsockname()[1] for x in socks}
    time.sleep(25)
    out = subprocess.run(["ss", "-tn", "sport", "= :%d" % P], capture_output=True, text=True).stdout.splitlines()[1:]
    states = [l.split()[0] for l in out if int(l.split()[-1].rsplit(":", 1)[1]) in ports]
    closed = sum(1 for st in states if st != "ESTAB") + (8 - len(states))
    for x in socks: x.close()
    return f"8 connections × 200 requests for app.js (4.2 MB of answers each), never read: {closed} of 8 closed by the server within 25 s (kernel state {sorted(set(states))})"
def header_count():
    s = conn(); s.sendall(GET + H + b"".join(b"X-F%d: a\r\n" % i for i in range(150)) + b"\r\n")
    return first(read_all(s))
def header_bytes():
    s = conn(); s.sendall(GET + H + b"X-Big: " + b"a" * 20000 + b"\r\n\r\n")
    return first(read_all(s))
def header_flood():
    # Each field counts 1006 bytes, one short of its 1007, as this script always counted: same figures.
    answer, sent = flood(conn(), b"X-A: " + b"b" * 1000 + b"\r\n", 1006, 10_000_000, head=GET + H)
    return answer + f" | sent {sent//1024} KiB"
def long_line():
    s = conn(); s.sendall(b"GET /api/" + b"a" * 9000 + b" HTTP/1.1\r\n" + H + b"\r\n")
    return first(read_all(s))
def big_body():
    s = conn(); s.sendall(b"POST /api/games HTTP/1.1\r\n" + H + b"Content-Type: application/json\r\nContent-Length: 100000000\r\n\r\n{")
    return first(read_all(s))
def slow_body():
    s = conn(); s.sendall(b"POST /api/games HTTP/1.1\r\n" + H + b"Content-Type: application/json\r\nContent-Length: 10\r\n\r\n{")
    return first(read_all(s, 40))
def slowloris():
    socks = []
    for i in range(200):
        try:
            s = conn("127.0.0.%d" % (2 + i // 30)); s.sendall(GET); socks.append(s)
        except OSError:
            pass
    t0 = time.time()
    s = conn("127.0.1.1"); s.sendall(GET + H + b"Connection: close\r\n\r\n"); d = read_all(s)
    ans = first(d)[:15]; t = time.time() - t0
    for _ in range(3):
        for x in socks:
            try: x.sendall(b"X: y\r\n")
            except OSError: pass
        time.sleep(2)
    open_ = 0
    for x in socks:
        x.setblocking(False)
        try:
            r = x.recv(100)
            if r: open_ += 0
        except BlockingIOError:
            open_ += 1
        except OSError:
            pass
    return f"200 heads dripping from 7 addresses: a fresh client answered {ans} in {t*1000:.0f} ms; {open_} of 200 still open after 6 s (caps 128, 32 per client; 5 s per head)"
def cross_site():
    s = conn(); body = b'{"opponent":"none"}'
    s.sendall(b"POST /api/games HTTP/1.1\r\n" + H + b"Origin: http://elsewhere.invalid\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
    return first(read_all(s))
def foreign_host():
    s = conn(); s.sendall(b"GET /api/rules HTTP/1.1\r\nHost: rebound.invalid\r\nConnection: close\r\n\r\n")
    return first(read_all(s))
def ws_foreign_origin():
    s = conn(); key = base64.b64encode(os.urandom(16))
    s.sendall(b"GET /api/games/x/live HTTP/1.1\r\n" + H + b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " + key + b"\r\nOrigin: http://elsewhere.invalid\r\n\r\n")
    return first(read_all(s, 10))

def ws_open(src="127.0.0.1"):
    s = conn(src); key = base64.b64encode(os.urandom(16))
    s.sendall(b"GET /api/games/" + GAME + b"/live HTTP/1.1\r\n" + H + b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: " + key + b"\r\n\r\n")
    s.settimeout(10); d = b""
    while b"\r\n\r\n" not in d:
        x = s.recv(4096)
        if not x: break
        d += x
    return s, d.split(b"\r\n")[0].decode()
def ws_frame(payload, opcode=1):
    mask = os.urandom(4); n = len(payload)
    head = bytes([0x80 | opcode]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big") if n < 65536 else bytes([0x80 | 127]) + n.to_bytes(8, "big"))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
def ws_big():
    s, status = ws_open(); s.sendall(ws_frame(b"x" * 8192)); d = read_all(s, 10)
    i = d.rfind(b"\x88")
    code = int.from_bytes(d[i+2:i+4], "big") if i >= 0 else None
    return f"{status}; an 8 KiB message: closed with code {code} ({d[i+4:i+80].decode('latin-1') if i >= 0 else ''})"
def ws_many():
    opened = []; refused = []
    for i in range(20):
        s, status = ws_open("127.0.0.40")
        (opened if "101" in status else refused).append(status)
        if "101" in status: opened[-1] = s
    r = refused[0] if refused else "none"
    for x in opened:
        try: x.close()
        except Exception: pass
    return f"{len(opened)} of 20 upgrades from one client accepted; then {r} ({len(refused)} refused)"

case("`Content-Length` and `Transfer-Encoding`, a second request smuggled in the body", cl_te)
case("`Transfer-Encoding` then `Content-Length`, same smuggle", te_cl)
case("two `Content-Length`s (2 and 40)", two_cl)
case("an endless chunked body (4 KiB chunks)", endless_chunks)
case("a chunk of 4 GiB announced", huge_chunk)
case("10 000 pipelined requests on one connection", pipelined)
case("clients that never read their answers", never_reads)
case("150 header fields", header_count)
case("a 20 KB header field", header_bytes)
case("an endless head (1 KB fields, no end)", header_flood)
case("a 9 KB request line", long_line)
case("a body announced at 100 MB", big_body)
case("a body that never comes (1 of 10 bytes)", slow_body)
case("slow heads: 200 connections, a byte now and then", slowloris)
case("a change from another site (`Origin` foreign)", cross_site)
case("a foreign `Host` (DNS rebinding)", foreign_host)
case("a WebSocket upgrade from another site", ws_foreign_origin)
case("a WebSocket message of 8 KiB", ws_big)
case("20 WebSockets from one client", ws_many)
stop_sampling = True
print()
print("| client | answer | time | server threads (peak) | server RSS after (MB) |")
print("|---|---|---|---|---|")
for r in rows:
    print("| %s | %s | %s | %s | %s |" % tuple(str(x).replace("|", "/") for x in r))
proc.kill()

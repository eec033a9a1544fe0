package io.github.shogunsdk.cli.web;

import io.github.shogunsdk.cli.web.game.Ascii;
import io.github.shogunsdk.api.internal.AsciiCase;
import io.github.shogunsdk.api.spi.Messages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the requests of one connection, HTTP/1.1 and 1.0, within the bounds of {@link HttpLimits}:
 * a head must arrive whole within its time from its first byte and stay within its size; a body
 * (by {@code Content-Length} or chunked) within its time and size. Every fault is an
 * {@link HttpProblem} that closes the connection. Not thread-safe: one per connection.
 */
final class RequestReader {

    private static final String TOKEN_CHARS = "!#$%&'*+-.^_`|~";

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final HttpLimits limits;
    private long deadline;
    /** Whether the current read is part of a body (for the message of a time-out). */
    private boolean inBody;
    /** Whether the current read is of a chunked body's trailer fields (for the message of a size fault). */
    private boolean inTrailer;
    private int headBytes;

    RequestReader(Socket socket, InputStream in, OutputStream out, HttpLimits limits) {
        this.socket = socket;
        this.in = in;
        this.out = out;
        this.limits = limits;
    }

    /**
     * Reads the next request.
     *
     * @return the request, or null when the client closed the connection or sent nothing for the
     *     idle time
     * @throws HttpProblem for a request that is malformed, too large or too slow
     * @throws IOException when the connection fails
     */
    Request read() throws IOException {
        int first = firstByte();
        if (first < 0) {
            return null;
        }
        deadline = System.nanoTime() + limits.headTime().toNanos();
        inBody = false;
        headBytes = 0;
        String line = line(first, limits.maxLine(), 414, "the request line is longer than " + limits.maxLine() + " bytes");
        String[] parts = line.split(" ", -1);
        if (parts.length != 3 || !isToken(parts[0])) {
            throw bad("malformed request line: expected a method, a path and a version, such as GET / HTTP/1.1");
        }
        String version = parts[2];
        if (!version.equals("HTTP/1.1") && !version.equals("HTTP/1.0")) {
            if (version.matches("HTTP/\\d\\.\\d")) {
                throw HttpProblem.closing(505, "this server speaks HTTP/1.1 and 1.0, not " + version);
            }
            throw bad("malformed request line: expected the version HTTP/1.1 at its end");
        }
        String target = parts[1];
        checkTarget(target);
        int question = target.indexOf('?');
        String path = question < 0 ? target : target.substring(0, question);
        String query = question < 0 ? null : target.substring(question + 1);
        List<String[]> headers = headers();
        Request head = new Request(parts[0], path, query, headers, new byte[0], remote(), local(),
                version.equals("HTTP/1.0") || hasToken(headers, "Connection", "close"));
        if (version.equals("HTTP/1.1") && head.count("Host") != 1) {
            throw bad(head.count("Host") == 0 ? "the request has no Host header" : "the request has more than one Host header");
        }
        byte[] body = body(head);
        return new Request(head.method(), path, query, headers, body, head.client(), head.local(), head.last());
    }

    /** Waits for the first byte of a request, skipping the empty lines a client may send between requests. */
    private int firstByte() throws IOException {
        deadline = System.nanoTime() + limits.idleTime().toNanos();
        for (;;) {
            int next;
            try {
                next = next();
            } catch (SocketTimeoutException e) {
                return -1;
            }
            if (next != '\r' && next != '\n') {
                return next;
            }
        }
    }

    /** One byte within the deadline, or -1 at the end of the stream. */
    private int next() throws IOException {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new SocketTimeoutException();
        }
        socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, left / 1_000_000)));
        return in.read();
    }

    /** One byte of a head or body, with a 408 for a time-out and a 400 for an early end. */
    private int must() throws IOException {
        int next;
        try {
            next = next();
        } catch (SocketTimeoutException e) {
            throw HttpProblem.closing(408, inBody
                    ? "the request body did not arrive within " + limits.bodyTime().toSeconds() + " seconds"
                    : "the request head did not arrive within " + limits.headTime().toSeconds() + " seconds");
        }
        if (next < 0) {
            throw new java.io.EOFException("the client closed the connection in the middle of a request");
        }
        return next;
    }

    /**
     * Reads a line of the head up to its LF, without its CR LF.
     *
     * @param first its first byte, or -1 to read it
     */
    private String line(int first, int max, int status, String tooLong) throws IOException {
        StringBuilder line = new StringBuilder();
        int next = first >= 0 ? first : must();
        for (;;) {
            headBytes++;
            if (headBytes > limits.maxHead()) {
                throw sectionTooLarge();
            }
            if (next == '\n') {
                break;
            }
            if (next == '\r') {
                if (must() != '\n') {
                    throw bad("malformed request head: a CR without an LF");
                }
                headBytes++;
                break;
            }
            if (next == 0 || (next < 0x20 && next != '\t') || next == 0x7f) {
                throw bad("malformed request head: a control character");
            }
            if (line.length() >= max) {
                throw HttpProblem.closing(status, tooLong);
            }
            line.append((char) next);
            next = must();
        }
        return line.toString();
    }

    private List<String[]> headers() throws IOException {
        List<String[]> headers = new ArrayList<>();
        for (;;) {
            String line = line(-1, limits.maxHead(), 431, "the request head is larger than " + limits.maxHead() / 1024 + " KiB");
            if (line.isEmpty()) {
                return headers;
            }
            if (headers.size() >= limits.maxHeaders()) {
                throw HttpProblem.closing(431, "the request has more than " + limits.maxHeaders() + " header fields");
            }
            int colon = line.indexOf(':');
            if (colon <= 0 || !isToken(line.substring(0, colon))) {
                throw bad("malformed header field: " + Messages.oneLine(line));
            }
            headers.add(new String[] {line.substring(0, colon), Ascii.trim(line.substring(colon + 1))});
        }
    }

    private byte[] body(Request head) throws IOException {
        int lengths = head.count("Content-Length");
        boolean chunked = head.count("Transfer-Encoding") > 0;
        if (lengths > 1) {
            throw bad("the request has more than one Content-Length");
        }
        if (chunked && lengths > 0) {
            throw bad("the request has both Content-Length and Transfer-Encoding");
        }
        deadline = System.nanoTime() + limits.bodyTime().toNanos();
        inBody = true;
        if (chunked) {
            String coding = String.join(",", head.headers().stream().filter(f -> AsciiCase.equalsIgnoreCase(f[0], "Transfer-Encoding"))
                    .map(f -> f[1]).toList());
            if (!AsciiCase.equalsIgnoreCase(Ascii.trim(coding), "chunked")) {
                throw HttpProblem.closing(501, "the only transfer coding this server reads is chunked, not "
                        + Messages.oneLine(coding));
            }
            continueIfAsked(head);
            return chunks();
        }
        if (lengths == 0) {
            return new byte[0];
        }
        String text = head.header("Content-Length");
        if (text.isEmpty() || text.length() > 18 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw bad("malformed Content-Length: " + Messages.oneLine(text));
        }
        long length = Long.parseLong(text);
        if (length > limits.maxDrained()) {
            throw tooLarge();
        }
        if (length > 0) {
            continueIfAsked(head);
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream((int) Math.min(length, limits.maxBody()));
        for (long i = 0; i < length; i++) {
            int next = must();
            if (i < limits.maxBody()) {
                body.write(next);
            }
        }
        if (length > limits.maxBody()) {
            throw tooLarge();
        }
        return body.toByteArray();
    }

    /** Answers {@code Expect: 100-continue}, so a client that waits for it sends its body. */
    private void continueIfAsked(Request head) throws IOException {
        String expect = head.header("Expect");
        if (expect != null && AsciiCase.equalsIgnoreCase(expect, "100-continue")) {
            out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
    }

    private byte[] chunks() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        long total = 0;
        for (;;) {
            headBytes = 0;
            String line = line(-1, 1024, 400, "malformed chunk: its size line is too long");
            int semicolon = line.indexOf(';');
            String size = Ascii.trim(semicolon < 0 ? line : line.substring(0, semicolon));
            if (size.isEmpty() || size.length() > 8 || !size.chars().allMatch(RequestReader::isHexDigit)) {
                throw bad("malformed chunk size: " + Messages.oneLine(size));
            }
            long length = Long.parseLong(size, 16);
            if (length == 0) {
                break;
            }
            for (long i = 0; i < length; i++) {
                int next = must();
                if (total < limits.maxBody()) {
                    body.write(next);
                }
                total++;
                if (total > limits.maxDrained()) {
                    throw tooLarge();
                }
            }
            if (must() != '\r' || must() != '\n') {
                throw bad("malformed chunk: its data is not followed by CR LF");
            }
        }
        trailer();
        if (total > limits.maxBody()) {
            throw tooLarge();
        }
        return body.toByteArray();
    }

    /**
     * Reads a chunked body's trailer fields, to its empty line, and drops them (they carry nothing
     * this server uses): as many and as large as a head's fields may be, each with its own fault.
     */
    private void trailer() throws IOException {
        headBytes = 0;
        inTrailer = true;
        try {
            String tooLarge = sectionTooLarge().getMessage();
            for (int fields = 0;; fields++) {
                String line = line(-1, limits.maxHead(), 431, tooLarge);
                if (line.isEmpty()) {
                    return;
                }
                if (fields >= limits.maxHeaders()) {
                    throw HttpProblem.closing(431, "the chunked body has more than " + limits.maxHeaders() + " trailer fields");
                }
                int colon = line.indexOf(':');
                if (colon <= 0 || !isToken(line.substring(0, colon))) {
                    throw bad("malformed trailer field: " + Messages.oneLine(line));
                }
            }
        } finally {
            inTrailer = false;
        }
    }

    /** The fault of a head, or of a chunked body's trailer, larger than a head may be. */
    private HttpProblem sectionTooLarge() {
        return HttpProblem.closing(431, inTrailer
                ? "the chunked body's trailer fields are larger than " + limits.maxHead() / 1024 + " KiB"
                : "the request head is larger than " + limits.maxHead() / 1024 + " KiB");
    }

    private HttpProblem tooLarge() {
        return HttpProblem.closing(413, "the request body is larger than " + limits.maxBody() / 1024 + " KiB");
    }

    private static HttpProblem bad(String message) {
        return HttpProblem.closing(400, message);
    }

    /**
     * Checks a request target: a path from {@code /}, of visible ASCII characters, whose
     * percent escapes each have two hexadecimal digits.
     */
    private static void checkTarget(String target) {
        if (!target.startsWith("/")) {
            throw bad("the request target must be a path from /, such as /api/games");
        }
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c <= 0x20 || c >= 0x7f || c == '#') {
                throw bad("malformed request target: a character that must be percent-encoded at index " + i);
            }
            if (c == '%' && (i + 2 >= target.length() || !isHexDigit(target.charAt(i + 1))
                    || !isHexDigit(target.charAt(i + 2)))) {
                throw bad("malformed request target: a % not followed by two hexadecimal digits at index " + i);
            }
        }
    }

    private static boolean isHexDigit(int c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    private static boolean isToken(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || TOKEN_CHARS.indexOf(c) >= 0)) {
                return false;
            }
        }
        return true;
    }

    /** Tells whether a comma-separated header field holds a token, such as {@code Connection: close}. */
    private static boolean hasToken(List<String[]> headers, String name, String token) {
        for (String[] field : headers) {
            if (AsciiCase.equalsIgnoreCase(field[0], name)) {
                for (String part : field[1].split(",")) {
                    if (AsciiCase.equalsIgnoreCase(Ascii.trim(part), token)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private InetAddress remote() {
        return socket.getInetAddress();
    }

    private InetAddress local() {
        return socket.getLocalAddress();
    }
}

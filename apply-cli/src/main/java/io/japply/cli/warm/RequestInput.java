package io.japply.cli.warm;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A request's standard input. The client relays its stdin only once this is first read (it asks with a
 * READ_INPUT frame), so that a command that reads no input leaves what the user typed ahead to the shell.
 */
final class RequestInput extends InputStream {
    private static final byte[] END = new byte[0];

    private final BlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
    private final Runnable askForInput;
    private boolean asked;
    private byte[] current = new byte[0];
    private int position;
    private boolean ended;

    RequestInput(Runnable askForInput) {
        this.askForInput = askForInput;
    }

    /** A chunk the client sent; an empty one is the end of its input. */
    void received(byte[] chunk) {
        chunks.add(chunk.length == 0 ? END : chunk);
    }

    /** The connection ended: no more input will come. */
    void closed() {
        chunks.add(END);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public synchronized int read(byte[] buffer, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (position == current.length) {
            if (ended || !next()) {
                return -1;
            }
        }
        int n = Math.min(length, current.length - position);
        System.arraycopy(current, position, buffer, offset, n);
        position += n;
        return n;
    }

    private boolean next() throws IOException {
        if (!asked) {
            asked = true;
            askForInput.run();
        }
        try {
            byte[] chunk = chunks.take();
            ended = chunk == END;
            current = chunk;
            position = 0;
            return !ended;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("request cancelled");
        }
    }
}

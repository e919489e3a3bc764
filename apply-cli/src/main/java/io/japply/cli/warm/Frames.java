package io.japply.cli.warm;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * The warm process's wire format, shared with client/japply-client.c: frames of one type byte, a 4-byte
 * big-endian length and that many bytes. Reads and writes go straight to the channel: the streams of
 * {@code Channels} lock the channel for a blocking read, which would stop the other thread's writes.
 */
public final class Frames {
    /** Client to server: the request ({@link WarmRequest}), standard input (empty: its end), cancel. */
    public static final byte REQUEST = 'H';
    public static final byte INPUT = 'I';
    public static final byte CANCEL = 'K';
    /** Server to client: accepted, run it cold (nothing was done), read stdin, output, exit code. */
    public static final byte ACCEPTED = 'A';
    public static final byte COLD = 'C';
    public static final byte READ_INPUT = 'R';
    public static final byte STDOUT = 'O';
    public static final byte STDERR = 'E';
    public static final byte EXIT = 'X';
    /** A request's header is small; anything larger is not a japply client. */
    static final int MAX_FRAME = 16 * 1024 * 1024;

    private Frames() {
    }

    public record Frame(byte type, byte[] body) {
    }

    /** One frame; empty body when {@code body} is null. Callers writing from two threads lock the channel. */
    public static void write(SocketChannel channel, byte type, byte[] body, int offset, int length) throws IOException {
        ByteBuffer head = ByteBuffer.allocate(5).put(type).putInt(length).flip();
        ByteBuffer data = ByteBuffer.wrap(body == null ? new byte[0] : body, offset, length);
        while (head.hasRemaining() || data.hasRemaining()) {
            channel.write(new ByteBuffer[] {head, data});
        }
    }

    public static void write(SocketChannel channel, byte type, byte[] body) throws IOException {
        write(channel, type, body, 0, body == null ? 0 : body.length);
    }

    public static void writeInt(SocketChannel channel, byte type, int value) throws IOException {
        write(channel, type, ByteBuffer.allocate(4).putInt(value).array());
    }

    /** The next frame; EOFException when the peer closed between frames or within one. */
    public static Frame read(SocketChannel channel) throws IOException {
        ByteBuffer head = fill(channel, ByteBuffer.allocate(5));
        byte type = head.get();
        int length = head.getInt();
        if (length < 0 || length > MAX_FRAME) {
            throw new IOException("frame of " + length + " bytes");
        }
        return new Frame(type, fill(channel, ByteBuffer.allocate(length)).array());
    }

    private static ByteBuffer fill(SocketChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw new EOFException("closed");
            }
        }
        return buffer.flip();
    }
}
